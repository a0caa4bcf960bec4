import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { failedChanges } from '../lib/offline/failed-changes';
import { releaseQueryClients } from './query-clients';
import { i18n, loadAppTexts } from '../lib/i18n/i18n';

// Screens load lazily; on a busy 2-core CI machine the first render can take more than the default
// second, so findBy* waits longer before failing.
configure({ asyncUtilTimeout: 5000 });

// No test opens a real notification stream: tests push events through stream-fixtures.
vi.mock('eventsource-client', () => import('../features/notifications/stream-fixtures'));

// Tests read the interface in English unless they switch language themselves: only English's texts are
// loaded here, the signed-in app's included (features' components use them). A test that shows another
// language switches with `await i18n.changeLanguage(…)` (or useLanguage in test/languages.ts), which loads
// that language's texts before it resolves. The signed-in frame is not loaded here either: renderApp
// (test/render-app.tsx) loads it for the tests that render the app's routes.
await i18n.changeLanguage('en');
await loadAppTexts();

// Test files share one module graph per worker (isolate: false in vitest.config.ts): what a test changes
// outside its own render goes back here, so the next file starts as a fresh page would.
afterEach(async () => {
  cleanup();
  releaseQueryClients();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  failedChanges.forgetAll();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
