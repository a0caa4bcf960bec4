import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const texts = vi.hoisted(() => ({ ready: true }));
// The gate's real texts hook, over a stand-in for react-i18next's readiness of the app's texts.
vi.mock('react-i18next', () => ({ useTranslation: () => ({ ready: texts.ready }) }));
vi.mock('../i18n/i18n', () => ({ APP_NAMESPACE: 'app' }));
vi.mock('../auth/session', () => ({
  useSession: () => ({ user: { _id: 'user-1' } }),
  onSignOut: () => () => {},
}));
vi.mock('../auth/forget-account', () => ({ forgetAccountOnDevice: () => Promise.resolve() }));
vi.mock('./persistence', () => ({
  startOfflineData: () => Promise.resolve(() => {}),
}));

afterEach(() => {
  texts.ready = true;
});

describe('OfflineDataGate', () => {
  it('waits for the texts the first time only: a switch of language does not unmount the screens', async () => {
    // The test setup imported the signed-in frame already: import the gate again, with the mocks above.
    vi.resetModules();
    const { OfflineDataGate } = await import('./offline-data-gate');
    const mounts = vi.fn();
    function Screen() {
      useEffect(mounts, []);
      return <p>Preferences saved.</p>;
    }
    const queryClient = new QueryClient();
    const tree = () => (
      <QueryClientProvider client={queryClient}>
        <OfflineDataGate>
          <Screen />
        </OfflineDataGate>
      </QueryClientProvider>
    );
    texts.ready = false;
    const view = render(tree());
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    texts.ready = true;
    view.rerender(tree());
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    // The new language's texts are loading: the screen stays, with what it showed.
    texts.ready = false;
    view.rerender(tree());
    expect(screen.getByText('Preferences saved.')).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
