import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createNodeResolver } from 'eslint-plugin-import-x/node-resolver';
import fs from 'node:fs';

// STYLE.md, "Composing features": dependencies point one way, app/ (the composition root) -> features ->
// the trip core (features/trips) -> components/ and lib/. Checked on the shipped code: tests and their
// fixtures build whole scenarios (an imported flight in a trip) across features and sit outside it.
const WEB = 'apps/web/src';
const TESTS = ['**/*.test.{ts,tsx}'];
const TEST_SUPPORT = [...TESTS, `${WEB}/**/*-fixtures.ts`, `${WEB}/test/**`];
const TRIP_CORE = 'trips';
const FEATURES = fs
  .readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const COMPOSE_IN_APP = 'compose them in app/ (STYLE.md, "Composing features").';
// Zones as import-x/no-restricted-paths reads them: a file in `target` may not import from `from`.
const WEB_ZONES = [
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message:
      'lib/ and components/ import no feature and not app/: take what they need as arguments or registrations.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app/, the composition root.',
  },
  {
    target: `${WEB}/features/${TRIP_CORE}`,
    from: `${WEB}/features/!(${TRIP_CORE})/**`,
    message: `The trip core (features/trips) imports no other feature: ${COMPOSE_IN_APP}`,
  },
  ...FEATURES.filter((feature) => feature !== TRIP_CORE).flatMap((feature) => [
    {
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features/!(${feature}|${TRIP_CORE})/**`,
      message: `A feature imports no other feature but the trip core: ${COMPOSE_IN_APP}`,
    },
    {
      // A feature builds on the trip core through what it offers, not its insides: its index.ts (data,
      // helpers) and components/index.ts (screens' building blocks), kept apart so the app frame's chunk
      // takes no screen parts with a key.
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features/${TRIP_CORE}/**`,
      except: [
        `**/${WEB}/features/${TRIP_CORE}/index.ts`,
        `**/${WEB}/features/${TRIP_CORE}/components/index.ts`,
      ],
      message:
        'Import the trip core from features/trips or features/trips/components (their index.ts), and export there what is needed.',
    },
  ]),
];

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
  {
    // app/ composes features from their own modules (screens, tabs, the lazy wrappers that split chunks):
    // only features meet each other through an index.ts.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: TEST_SUPPORT,
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports through the files it parses: TypeScript ones, with its parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: WEB_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
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
);
