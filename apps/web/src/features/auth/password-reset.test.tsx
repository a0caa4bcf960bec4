import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('reset password page', () => {
  it('says the passwords do not match, without calling the server', async () => {
    const api = mockApi();
    const { user } = renderApp('/reset-password/abc123');
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/reset-password')).toHaveLength(0);
  });

  it('sends the token and password, then shows the success message on the login page', async () => {
    const api = mockApi({ 'POST /auth/reset-password': { status: 200, data: { message: 'ok' } } });
    const { user, router } = renderApp('/reset-password/abc123');
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /auth/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      password: 'new-secret-1',
    });
    expect(
      await screen.findByText('Your password has been changed. You can sign in now.'),
    ).toBeInTheDocument();
  });

  it('offers a new link when the token is no longer valid', async () => {
    mockApi({ 'POST /auth/reset-password': apiError(400, 'RESET_TOKEN_INVALID', 'invalid') });
    const { user } = renderApp('/reset-password/old');
    await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('forgot password page', () => {
  it('confirms the request whatever the e-mail', async () => {
    const api = mockApi({ 'POST /auth/request-password-reset': { status: 202, data: { message: 'ok' } } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('E-mail'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText(
        'If an account exists for this e-mail, we have sent a link to reset the password.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/request-password-reset')[0]?.body).toEqual({
      email: 'someone@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
