import { defineProject } from 'vitest/config';
import { MOCKING_FILES, webPlugins, webTestSettings } from './vitest.shared';

/** The web files that mock modules, each in a fresh module graph (see vitest.shared.ts). */
export default defineProject({
  plugins: webPlugins,
  test: { ...webTestSettings, name: 'web-isolated', include: MOCKING_FILES },
});
