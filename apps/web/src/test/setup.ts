import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n, loadAppTexts } from '../lib/i18n/i18n';

// Screens load lazily; on a busy 2-core CI machine the first render can take more than the default
// second, so findBy* waits longer before failing.
configure({ asyncUtilTimeout: 5000 });

// No test opens a real notification stream: the frame below is imported before any test file runs, so a
// test file's own vi.mock would come too late for it. Tests push events through stream-fixtures.
vi.mock('eventsource-client', () => import('../features/notifications/stream-fixtures'));

// The app loads the signed-in frame (top bar, drawer, bell) lazily, /login does not need it; tests load it
// up front, as when it was bundled with the app, so a screen's findBy* wait does not include compiling it.
await import('../app/layouts/app-layout');

// The app fetches a language's texts when it first shows it; tests have all three at hand, so a switch of
// language applies at once as it did when every language was bundled.
// The signed-in app's texts too (the app loads them with its frame): every test renders with all of them.
await loadAppTexts();
await i18n.loadLanguages(['en', 'es', 'pt']);
// Tests read the interface in English unless they switch language themselves.
await i18n.changeLanguage('en');

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
