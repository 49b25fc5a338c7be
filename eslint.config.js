// Lint: typescript-eslint everywhere; React hooks rules on the web; boundaries between features on both sides
// (a feature never imports another feature; shared code flows lib → components → features → app).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const policy = (from, ...types) => ({ from: { element: { type: from } }, allow: to(...types) });

/** Who may import whom. Anything not listed is refused. */
const boundaryRule = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'disallow',
      policies: [
        policy('lib', 'lib'),
        policy('components', 'lib', 'components'),
        policy('plugins', 'lib', 'plugins', 'db'),
        policy('db', 'lib', 'db'),
        policy('integrations', 'lib', 'integrations'),
        policy('jobs', 'lib', 'db', 'integrations', 'feature', 'plugins'),
        policy('app', 'lib', 'components', 'feature', 'app', 'plugins', 'db', 'integrations', 'jobs'),
        // A feature uses shared code and its own folder, never another feature.
        policy('feature', 'lib', 'components', 'db', 'plugins', 'integrations'),
        {
          from: { element: { type: 'feature' } },
          allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/api/src/**/*'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/api/src/features/*', capture: ['name'] },
        { type: 'plugins', pattern: 'apps/api/src/plugins' },
        { type: 'lib', pattern: 'apps/api/src/lib' },
        { type: 'db', pattern: 'apps/api/src/db' },
        { type: 'integrations', pattern: 'apps/api/src/integrations' },
        { type: 'jobs', pattern: 'apps/api/src/jobs' },
        // Last: the files at the root of src (app.ts, server.ts) wire everything.
        { type: 'app', pattern: 'apps/api/src' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: boundaryRule,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'app', pattern: 'apps/web/src/app' },
        // Last: the files at the root of src (main.tsx) start the app.
        { type: 'app', pattern: 'apps/web/src' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: { ...boundaryRule, ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
