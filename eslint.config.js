import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// STYLE.md, "Composing features": dependencies point one way, app/ -> features -> the trip core
// (features/trips) -> components/ and lib/. The trip core imports no other feature (a feature that plugs
// into the trip screen is composed in app/), and the shared components import no feature at all.
const WEB = 'apps/web/src';
const TESTS = ['**/*.test.{ts,tsx}'];
const TRIP_CORE_MESSAGE =
  'The trip core (features/trips) imports no other feature: compose the feature in app/ (STYLE.md, "Composing features").';
// A relative import climbs out of a file `depth` folders below features/trips by depth + 1 `../`, into
// features/; one naming a folder other than trips there is a sibling feature.
const tripCoreRules = (depth) => ({
  files: [`${WEB}/features/trips/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '(^|/)features/(?!trips(/|$))', message: TRIP_CORE_MESSAGE },
          { regex: `^(\\.\\./){${depth + 1}}(?!trips(/|$))[^./]`, message: TRIP_CORE_MESSAGE },
        ],
      },
    ],
  },
});

// The API's data layer: only repositories (and db/, which they build on) speak Drizzle; services,
// routes, jobs and presenters call repository functions.
const API_DATA_LAYER = ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...[0, 1, 2, 3, 4].map(tripCoreRules),
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...API_DATA_LAYER, ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Only repositories (*.repository.ts, db/) import Drizzle: add a repository function.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB}/components/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message:
                'Shared components import no feature (STYLE.md, "Composing features"): pass what they need in.',
            },
          ],
        },
      ],
    },
  },
);
