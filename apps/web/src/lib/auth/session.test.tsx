import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { apiError, mockApi } from '../../test/mock-api';
import { makeToken, storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';
import { queuedKey } from '../offline/queue';
import { onSessionExpired } from '../api-client';
import { profileKeys } from '../../features/profile/api/profile-queries';
import { i18n } from '../i18n/i18n';

afterEach(() => onlineManager.setOnline(true));

describe('session restore', () => {
  it('restores the user from a valid token and refreshes it from /auth/me', async () => {
    storeSignedIn();
    const api = mockApi({ 'GET /auth/me': { status: 200, data: { ...TEST_USER, name: 'Ana Maria' } } });
    renderApp('/trips');
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My trips' })).toBeInTheDocument();
    expect(screen.getByText('Hi, Ana! All your trips live here.')).toBeInTheDocument();
    expect(api.callsTo('GET /auth/me')[0]?.headers.Authorization).toBe(
      `Bearer ${localStorage.getItem('token')}`,
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ana Maria' });
  });

  it('follows a language and theme the account changed on another device, and keeps unchanged ones', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/me': {
        status: 200,
        data: { ...TEST_USER, settings: { ...TEST_USER.settings, language: 'es', themeMode: 'dark' } },
      },
    });
    renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'Mis viajes' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('themeMode')).toBe('dark');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').settings).toMatchObject({ language: 'es' });
  });

  it('keeps the language and theme this device chose when the account still has the ones it had', async () => {
    storeSignedIn();
    localStorage.setItem('themeMode', 'dark');
    await i18n.changeLanguage('pt');
    mockApi({ 'GET /auth/me': { status: 200, data: TEST_USER } });
    renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'Minhas viagens' })).toBeInTheDocument();
    expect(i18n.language).toBe('pt');
    expect(localStorage.getItem('themeMode')).toBe('dark');
  });

  it.each([
    ['a token that is not a JWT string', '12345'],
    ['invalid base64', 'eyJhbGciOiJIUzI1NiJ9.%%%%.sig'],
    ['invalid JSON', `${btoa('{"alg":"HS256"}')}.${btoa('{"_id": ')}.sig`],
    ['an expired token', makeToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
  ])('signs out on %s and removes both keys', async (_case, token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(TEST_USER));
    const api = mockApi();
    renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.callsTo('GET /auth/me')).toHaveLength(0);
  });

  it('signs out when the server refuses the restored token', async () => {
    storeSignedIn();
    mockApi({ 'GET /auth/me': apiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.') });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out and goes to /login on the expired-token 401', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'GET /users/profile': apiError(401, 'TOKEN_EXPIRED', 'El token ha expirado'),
    });
    const { router } = renderApp('/trips');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs out when a call of the open session meets a revoked token (suspended, signed out everywhere)', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'GET /users/profile': apiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    const { router } = renderApp('/trips');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says on /login which changes made offline an expired session took with it', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'POST /trips/trip-1/tips': apiError(401, 'TOKEN_EXPIRED', 'El token ha expirado'),
    });
    const { router, queryClient } = renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'My trips' })).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    for (const text of ['Pastéis in Belém', 'Tram 28 early']) {
      void queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: queuedKey('tip', 'trip-1') })
        .execute({ tripId: 'trip-1', input: { category: 'food', text } })
        .catch(() => undefined);
    }
    // Each is paused a few promise steps after it is made (its onMutate runs first).
    await waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.isPaused),
      ).toEqual([true, true]),
    );
    // Back online, the first goes out with the expired token: the session ends with both unsent.
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Your session ended. 2 changes made offline had not been sent and were deleted from this device along with your data.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  }, 15_000);

  it('signs out when the session is signed out in another tab of the browser', async () => {
    storeSignedIn();
    mockApi({ 'GET /auth/me': { status: 200, data: TEST_USER } });
    const { router } = renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'My trips' })).toBeInTheDocument();
    const token = localStorage.getItem('token');
    localStorage.removeItem('token');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'token',
        oldValue: token,
        newValue: null,
        storageArea: localStorage,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the session when a call sent with a token since replaced is refused', async () => {
    storeSignedIn();
    let answerProfile: (() => void) | undefined;
    const api = mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'GET /users/profile': () =>
        new Promise((resolve) => {
          answerProfile = () => resolve(apiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));
        }),
    });
    const { router, queryClient } = renderApp('/trips');
    const expired = vi.fn();
    const stopListening = onSessionExpired(expired);
    await waitFor(() => expect(answerProfile).toBeDefined());
    const replacement = makeToken({ ver: 2 });
    localStorage.setItem('token', replacement);
    answerProfile?.();
    await waitFor(() => expect(api.callsTo('GET /users/profile').length).toBeGreaterThan(0));
    // The refusal has gone through the client's interceptors (where a sign-out would start) once the
    // profile query holds it as its error.
    await waitFor(() => expect(queryClient.getQueryState(profileKeys.all)?.status).toBe('error'));
    stopListening();
    expect(expired).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/trips');
    expect(localStorage.getItem('token')).toBe(replacement);
  });

  it('sends the interface language with every call', async () => {
    const api = mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(api.callsTo('GET /config')[0]?.headers['Accept-Language']).toBe('en');
  });
});
