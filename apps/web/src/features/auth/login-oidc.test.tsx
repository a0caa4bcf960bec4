import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi, TEST_CONFIG } from '../../test/mock-api';
import { makeToken, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

const withProvider = (only: boolean) => ({
  'GET /config': { status: 200, data: { ...TEST_CONFIG, oidc: { name: 'Authentik', only } } },
});

describe('signing in with the OpenID Connect provider', () => {
  it('offers the provider beside the password when the server has one', async () => {
    mockApi(withProvider(false));
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Authentik' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/start?language=en');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toBeInTheDocument();
  });

  it('offers nothing else when the provider is the only way in', async () => {
    mockApi(withProvider(true));
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Authentik' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create one' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
  });

  it.each(['/register', '/forgot-password'])(
    'sends %s to the sign-in page when the provider is the only way in',
    async (path) => {
      mockApi(withProvider(true));
      const { router } = renderApp(path);
      expect(await screen.findByRole('link', { name: 'Sign in with Authentik' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('takes where the person was going to the provider and back', async () => {
    mockApi(withProvider(false));
    const { router } = renderApp('/trips/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const link = await screen.findByRole('link', { name: 'Sign in with Authentik' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('next')).toBe('/trips/abc');
  });

  it("shows the provider's refusal, translated", async () => {
    mockApi(withProvider(false));
    renderApp('/login?oidcError=OIDC_EMAIL_UNVERIFIED');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in provider has not confirmed that this e-mail address is yours',
    );
  });

  it('exchanges the code of the address, removes it and opens where the person was going', async () => {
    const token = makeToken();
    const api = mockApi({
      'POST /auth/oidc/exchange': { status: 200, data: { user: TEST_USER, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { router } = renderApp('/login/oidc#code=one-time.code&next=%2Fnotifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(api.callsTo('POST /auth/oidc/exchange')).toHaveLength(1);
    expect(api.callsTo('POST /auth/oidc/exchange')[0]?.body).toEqual({ code: 'one-time.code' });
    expect(router.state.location.hash).toBe('');
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('asks for the second factor when the account has one', async () => {
    const token = makeToken();
    const api = mockApi({
      'POST /auth/oidc/exchange': { status: 200, data: { twoFactorRequired: true, challenge: 'c.h.a' } },
      'POST /auth/login/two-factor': { status: 200, data: { user: TEST_USER, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp('/login/oidc#code=one-time.code');
    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.callsTo('POST /auth/login/two-factor')[0]?.body).toEqual({
      challenge: 'c.h.a',
      code: '123456',
    });
  });

  it('says so when the code was already used, with the way back', async () => {
    mockApi({
      'POST /auth/oidc/exchange': apiError(401, 'OIDC_CODE_INVALID', 'Expired.'),
    });
    renderApp('/login/oidc#code=spent');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Please sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says so when the address carries no code', async () => {
    const api = mockApi();
    renderApp('/login/oidc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is incomplete.');
    expect(api.callsTo('POST /auth/oidc/exchange')).toHaveLength(0);
  });
});
