import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Settings } from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';

const SETTINGS: Settings = { language: 'en', currency: 'BRL', themeMode: 'light' };

function signedInApi(routes: Record<string, MockRoute> = {}) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    'GET /users/settings': { status: 200, data: SETTINGS },
    ...routes,
  });
}

describe('account settings', () => {
  it('saves the preferences and applies language and theme at once', async () => {
    const api = signedInApi({
      'PUT /users/settings': ({ body }) => ({
        status: 200,
        data: { ...SETTINGS, ...(body as Partial<Settings>) },
      }),
    });
    const { user } = renderApp('/account-settings');
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(screen.getByRole('combobox', { name: 'Theme' }));
    await user.click(await screen.findByRole('option', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferencias guardadas.')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/settings')[0]?.body).toEqual({
      language: 'es',
      currency: 'BRL',
      themeMode: 'dark',
    });
    expect(i18n.resolvedLanguage).toBe('es');
    expect(localStorage.getItem('themeMode')).toBe('dark');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').settings).toMatchObject({ language: 'es' });
  });

  it('changes the password and keeps the new token', async () => {
    const api = signedInApi({ 'PUT /users/password': { status: 200, data: { token: 'new.token.value' } } });
    const { user } = renderApp('/account-settings');
    await user.type(await screen.findByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/password')[0]?.body).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-1',
    });
    expect(localStorage.getItem('token')).toBe('new.token.value');
  });

  it('puts a wrong current password on its field', async () => {
    signedInApi({ 'PUT /users/password': apiError(400, 'WRONG_PASSWORD', 'The password is not correct.') });
    const { user } = renderApp('/account-settings');
    await user.type(await screen.findByLabelText('Current password'), 'bad-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm the new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs out on every device', async () => {
    const api = signedInApi({ 'POST /auth/logout-all': { status: 204 } });
    const { user, router } = renderApp('/account-settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /auth/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('deletes the account after the password is confirmed', async () => {
    let attempts = 0;
    const api = signedInApi({
      'DELETE /users/me': () =>
        ++attempts === 1 ? apiError(400, 'WRONG_PASSWORD', 'The password is not correct.') : { status: 204 },
    });
    const { user, router } = renderApp('/account-settings');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('DELETE /users/me').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'right-secret' },
    ]);
    expect(localStorage.getItem('user')).toBeNull();
  });
});
