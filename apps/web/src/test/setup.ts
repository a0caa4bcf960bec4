import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../lib/i18n/i18n';

// Tests read the interface in English unless they switch language themselves.
await i18n.changeLanguage('en');

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
});
