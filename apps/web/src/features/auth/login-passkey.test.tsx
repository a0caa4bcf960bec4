import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { apiError, mockApi } from '../../test/mock-api';
import { makeToken, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));

const OPTIONS = {
  options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' },
  challenge: 'signed.challenge',
};
const ANSWER = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

/** A browser with WebAuthn, as browserSupportsWebAuthn() sees one. */
const withWebAuthn = () => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});

beforeEach(() => vi.mocked(startAuthentication).mockReset());

describe('signing in with a passkey', () => {
  it('signs in with the passkey the browser offers, without the password or a code', async () => {
    withWebAuthn();
    const token = makeToken();
    vi.mocked(startAuthentication).mockResolvedValue(ANSWER as never);
    const api = mockApi({
      'POST /auth/passkey/options': { status: 200, data: OPTIONS },
      'POST /auth/passkey': { status: 200, data: { user: TEST_USER, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS.options });
    expect(api.callsTo('POST /auth/passkey')[0]?.body).toEqual({
      response: ANSWER,
      challenge: 'signed.challenge',
    });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('says so when the person closes the browser’s prompt, and stays on the page', async () => {
    withWebAuthn();
    vi.mocked(startAuthentication).mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const api = mockApi({ 'POST /auth/passkey/options': { status: 200, data: OPTIONS } });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The passkey prompt was closed before finishing. Try again when you're ready.",
    );
    expect(api.callsTo('POST /auth/passkey')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server’s refusal translated', async () => {
    withWebAuthn();
    vi.mocked(startAuthentication).mockResolvedValue(ANSWER as never);
    mockApi({
      'POST /auth/passkey/options': { status: 200, data: OPTIONS },
      'POST /auth/passkey': apiError(401, 'PASSKEY_NOT_RECOGNISED', 'Unknown passkey.'),
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This passkey is not registered to any account. Sign in with your password and add it in account settings.',
    );
  });

  it('offers no passkey button in a browser without WebAuthn', async () => {
    mockApi();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });
});
