import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { i18n } from '../lib/i18n/i18n';
import { mockApi } from '../test/mock-api';
import { loadTripScreen, renderApp } from '../test/render-app';
import { makeTrip, signedInApi } from '../features/trips/trip-fixtures';

// The trip screen's chunk compiles once here, not inside the first test's wait.
beforeAll(loadTripScreen, 60_000);
beforeEach(() => {
  document.title = '';
});

describe('the document title', () => {
  it('names the trip on its screen, and the screen and the trip on its pages', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ title: 'Primavera em Lisboa' }) },
    });
    await i18n.changeLanguage('pt');
    const { router } = renderApp('/trips/trip-1');
    await waitFor(() => expect(document.title).toBe('Primavera em Lisboa · Trilha'));
    await act(() => router.navigate('/trips/trip-1/summary'));
    await waitFor(() => expect(document.title).toBe('Resumo da viagem · Primavera em Lisboa · Trilha'));
    await act(() => router.navigate('/trips/trip-1/day/2026-07-03'));
    await waitFor(() => expect(document.title).toBe('3 de julho · Primavera em Lisboa · Trilha'));
  });

  it.each([
    ['pt', 'Minhas viagens · Trilha'],
    ['en', 'My trips · Trilha'],
    ['es', 'Mis viajes · Trilha'],
  ] as const)('names the trip list in %s', async (language, title) => {
    signedInApi({ 'GET /trips': { status: 200, data: [] } });
    await i18n.changeLanguage(language);
    renderApp('/trips');
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the sign-in screens, and follows a change of language', async () => {
    mockApi();
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Sign in · Trilha'));
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Trilha'));
  });
});
