import { defineProject } from 'vitest/config';
import { apiTestSettings, OWN_PROCESS_FILES } from './vitest.shared.ts';

/** The API files that need a process of their own; `--project 'api*'` runs them with the rest. */
export default defineProject({
  test: {
    ...apiTestSettings,
    name: 'api-own-process',
    include: OWN_PROCESS_FILES,
  },
});
