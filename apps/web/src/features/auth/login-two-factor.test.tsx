import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi } from '../../test/mock-api';
import { makeToken, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

const CHALLENGE = 'challenge.for.ana';

async function passFirstStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
}

describe('signing in with two-step verification', () => {
  it('asks for the code after the password, then signs in', async () => {
    const token = makeToken();
    const api = mockApi({
      'POST /auth/login': { status: 200, data: { twoFactorRequired: true, challenge: CHALLENGE } },
      'POST /auth/login/two-factor': { status: 200, data: { user: TEST_USER, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp('/login');
    await passFirstStep(user);
    // No session yet: the password alone signs nobody in.
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.callsTo('POST /auth/login/two-factor')[0]?.body).toEqual({
      challenge: CHALLENGE,
      code: '123 456',
    });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('shows a wrong code under the field and takes a backup code instead', async () => {
    const token = makeToken();
    const api = mockApi({
      'POST /auth/login': { status: 200, data: { twoFactorRequired: true, challenge: CHALLENGE } },
      'POST /auth/login/two-factor': ({ body }) =>
        (body as { backupCode?: string }).backupCode
          ? { status: 200, data: { user: TEST_USER, token } }
          : apiError(401, 'TWO_FACTOR_CODE_INVALID', 'Wrong code.'),
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp('/login');
    await passFirstStep(user);
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This code is not correct. Check your authenticator app and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.callsTo('POST /auth/login/two-factor').at(-1)?.body).toEqual({
      challenge: CHALLENGE,
      backupCode: 'abcde-fghjk',
    });
  });

  it('sends back to the password when the challenge has expired', async () => {
    mockApi({
      'POST /auth/login': { status: 200, data: { twoFactorRequired: true, challenge: CHALLENGE } },
      'POST /auth/login/two-factor': apiError(401, 'TWO_FACTOR_CHALLENGE_INVALID', 'Expired.'),
    });
    const { user } = renderApp('/login');
    await passFirstStep(user);
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This sign-in has expired. Please sign in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
