import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { Passkey, Settings, TwoFactorStatus } from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('@simplewebauthn/browser', () => ({ browserSupportsWebAuthn: vi.fn(), startRegistration: vi.fn() }));

const SETTINGS: Settings = { language: 'en', currency: 'BRL', themeMode: 'light' };
const OFF: TwoFactorStatus = { enabled: false, backupCodesLeft: 0, required: false };
const OPTIONS = {
  options: { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Trilha' } },
  challenge: 'signed.challenge',
};
const ANSWER = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'YXR0', transports: ['internal'] },
  clientExtensionResults: {},
};

const passkey = (id: string, name: string, extra: Partial<Passkey> = {}): Passkey => ({
  _id: id,
  name,
  createdAt: '2031-05-01T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'singleDevice',
  backedUp: false,
  ...extra,
});

function signedInApi(routes: Record<string, MockRoute> = {}) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    'GET /users/settings': { status: 200, data: SETTINGS },
    'GET /users/two-factor': { status: 200, data: OFF },
    'GET /users/sessions': { status: 200, data: [] },
    'GET /users/tokens': { status: 200, data: [] },
    ...routes,
  });
}

beforeEach(() => {
  vi.mocked(browserSupportsWebAuthn).mockReturnValue(true);
  vi.mocked(startRegistration).mockReset();
});

describe('account settings: passkeys', () => {
  it('adds a passkey: a name, the browser’s prompt, then it is listed', async () => {
    let passkeys: Passkey[] = [];
    vi.mocked(startRegistration).mockResolvedValue(ANSWER as never);
    const api = signedInApi({
      'GET /users/passkeys': () => ({ status: 200, data: passkeys }),
      'POST /users/passkeys/options': { status: 200, data: OPTIONS },
      'POST /users/passkeys': ({ body }) => {
        passkeys = [passkey('p-1', (body as { name: string }).name)];
        return { status: 201, data: passkeys[0] };
      },
    });
    const { user } = renderApp('/account-settings');
    expect(await screen.findByText('No passkey yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(api.callsTo('POST /users/passkeys/options')).toHaveLength(0);

    await user.type(screen.getByLabelText('Passkey name'), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added. You can now sign in with it.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByRole('listitem', { name: 'Work laptop' })).toHaveTextContent('last used never');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS.options });
    expect(api.callsTo('POST /users/passkeys')[0]?.body).toEqual({
      name: 'Work laptop',
      response: ANSWER,
      challenge: 'signed.challenge',
    });
  });

  it('says so when the person closes the prompt, or the device already has one', async () => {
    const api = signedInApi({
      'GET /users/passkeys': { status: 200, data: [] },
      'POST /users/passkeys/options': { status: 200, data: OPTIONS },
    });
    vi.mocked(startRegistration).mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const { user } = renderApp('/account-settings');
    await user.type(await screen.findByLabelText('Passkey name'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey prompt was closed before finishing. Nothing was added.',
    );
    vi.mocked(startRegistration).mockRejectedValueOnce(
      Object.assign(new Error('Previously registered'), {
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(
      await screen.findByText('This device already has a passkey for your account.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /users/passkeys')).toHaveLength(0);
  });

  it('renames and removes a passkey after confirming', async () => {
    let passkeys = [
      passkey('p-1', 'Phone', {
        backedUp: true,
        deviceType: 'multiDevice',
        lastUsedAt: '2031-05-03T10:00:00.000Z',
      }),
      passkey('p-2', 'Security key'),
    ];
    const api = signedInApi({
      'GET /users/passkeys': () => ({ status: 200, data: passkeys }),
      'PUT /users/passkeys/p-2': ({ body }) => {
        passkeys = [passkeys[0]!, { ...passkeys[1]!, name: (body as { name: string }).name }];
        return { status: 200, data: passkeys[1] };
      },
      'DELETE /users/passkeys/p-1': () => {
        passkeys = passkeys.slice(1);
        return { status: 204 };
      },
    });
    const { user } = renderApp('/account-settings');
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByRole('listitem', { name: 'Phone' })).toHaveTextContent('Synced');

    await user.click(within(list).getByRole('button', { name: 'Rename Security key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const field = within(dialog).getByLabelText('Passkey name');
    await user.clear(field);
    await user.type(field, 'YubiKey');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByRole('listitem', { name: 'YubiKey' })).toBeInTheDocument();
    expect(api.callsTo('PUT /users/passkeys/p-2')[0]?.body).toEqual({ name: 'YubiKey' });

    await user.click(within(list).getByRole('button', { name: 'Remove Phone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Phone' })).toBeNull());
    expect(api.callsTo('DELETE /users/passkeys/p-1')).toHaveLength(1);
  });

  it('lists the passkeys but offers no new one in a browser without WebAuthn', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    signedInApi({ 'GET /users/passkeys': { status: 200, data: [passkey('p-1', 'Phone')] } });
    renderApp('/account-settings');
    expect(await screen.findByText('This browser cannot create passkeys.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
