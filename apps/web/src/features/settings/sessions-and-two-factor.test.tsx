import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Session, Settings, TwoFactorStatus } from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

const SETTINGS: Settings = { language: 'en', currency: 'BRL', themeMode: 'light' };
const OFF: TwoFactorStatus = { enabled: false, backupCodesLeft: 0, required: false };

const session = (id: string, userAgent: string, current = false): Session => ({
  _id: id,
  createdAt: '2031-05-01T10:00:00.000Z',
  lastSeenAt: '2031-05-02T10:00:00.000Z',
  userAgent,
  ip: '203.0.113.7',
  method: 'password',
  current,
});

const LAPTOP = session('s-1', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', true);
const PHONE = session(
  's-2',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
);

function signedInApi(routes: Record<string, MockRoute> = {}) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    'GET /users/settings': { status: 200, data: SETTINGS },
    'GET /users/two-factor': { status: 200, data: OFF },
    ...routes,
  });
}

describe("account settings: where you're signed in", () => {
  it('lists the sessions by browser and system, this device marked, and signs one out', async () => {
    let sessions = [LAPTOP, PHONE];
    const api = signedInApi({
      'GET /users/sessions': () => ({ status: 200, data: sessions }),
      'DELETE /users/sessions/s-2': () => {
        sessions = [LAPTOP];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/account-settings');
    const list = await screen.findByRole('list', { name: "Where you're signed in" });
    const laptop = within(list).getByRole('listitem', { name: 'Firefox on Linux' });
    expect(within(laptop).getByText('This device')).toBeInTheDocument();
    expect(within(laptop).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const phone = within(list).getByRole('listitem', { name: 'Safari on iOS' });
    expect(phone).toHaveTextContent('203.0.113.7');
    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull());
    expect(api.callsTo('DELETE /users/sessions/s-2')).toHaveLength(1);
  });

  it('signs out every other session', async () => {
    let sessions = [LAPTOP, PHONE];
    const api = signedInApi({
      'GET /users/sessions': () => ({ status: 200, data: sessions }),
      'DELETE /users/sessions': () => {
        sessions = [LAPTOP];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/account-settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull());
    expect(api.callsTo('DELETE /users/sessions')[0]?.params).toEqual({ others: 'true' });
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });
});

describe('account settings: two-step verification', () => {
  it('turns it on: QR code and key, a code, then the backup codes once with copy and download', async () => {
    const codes = Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`);
    let status = OFF;
    const api = signedInApi({
      'GET /users/sessions': { status: 200, data: [LAPTOP] },
      'GET /users/two-factor': () => ({ status: 200, data: status }),
      'POST /users/two-factor': {
        status: 200,
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/Trilha:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Trilha',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
      },
      'POST /users/two-factor/confirm': ({ body }) => {
        if ((body as { code: string }).code !== '654321') {
          return apiError(400, 'TWO_FACTOR_CODE_INVALID', 'Wrong code.');
        }
        status = { enabled: true, backupCodesLeft: 10, required: false };
        return { status: 200, data: { backupCodes: codes } };
      },
    });
    const { user } = renderApp('/account-settings');
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to add Trilha to your authenticator app' }),
    ).toBeVisible();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(
      await screen.findByText('This code is not correct. Check your authenticator app and try again.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('10 backup codes left')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Backup codes' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /users/two-factor/confirm')).toHaveLength(2);
  });

  it('turns it off with the password', async () => {
    let status: TwoFactorStatus = { enabled: true, backupCodesLeft: 2, required: false };
    const api = signedInApi({
      'GET /users/sessions': { status: 200, data: [LAPTOP] },
      'GET /users/two-factor': () => ({ status: 200, data: status }),
      'DELETE /users/two-factor': () => {
        status = OFF;
        return { status: 204 };
      },
    });
    const { user } = renderApp('/account-settings');
    expect(await screen.findByText('2 backup codes left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-step verification' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /users/two-factor')[0]?.body).toEqual({ password: 'secret-123' });
  });
});

describe('two-step verification required by the platform', () => {
  it('shows the set-up instead of the screen once the server asks for it', async () => {
    signedInApi({
      'GET /trips': apiError(403, 'TWO_FACTOR_ENROLMENT_REQUIRED', 'Required.'),
      'GET /users/two-factor': { status: 200, data: { ...OFF, required: true } },
    });
    renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on two-step verification' })).toBeInTheDocument();
  });
});
