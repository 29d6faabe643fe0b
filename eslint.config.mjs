import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['remote-account', 'remote-messaging', 'remote-support', 'remote-bookings', 'remote-listings', 'remote-signup'];

/** Boundaries of STYLE.md: remotes never import each other or the host; libraries stay behind their wrapper. */
const wrapped = [
  { group: ['ky', 'ky/*'], message: 'Call the API through @portal/api.' },
  { group: ['@chakra-ui/*', '@emotion/*', 'notistack'], message: 'Import UI from @portal/ui.' },
  { group: ['zustand', 'zustand/*'], message: 'Shared state lives in @portal/session.' },
];
const noOtherApps = (self) => [...remotes.filter((r) => r !== self), 'host'].map((app) => ({
  group: [app, `${app}/*`, `**/${app}/**`],
  message: 'A remote imports only @portal/* packages; navigate to other sections by URL.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.cjs', '**/*.mjs', '**/@mf-types/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify handlers and storage adapters are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...wrapped, ...noOtherApps(remote)] }] },
  })),
  {
    files: ['host/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...wrapped, ...remotes.map((r) => ({ group: [r, `${r}/*`, `**/${r}/**`], message: 'The host loads remotes at run time only.' }))] }] },
  },
  {
    files: ['shared/contracts/**', 'shared/session/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: wrapped.filter((w) => !(w.group[0] === 'zustand')) }] },
  },
  {
    files: ['shared/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: wrapped.filter((w) => w.group[0] !== 'ky') }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'server/**'],
    rules: {
      'no-console': 'off',
      // node:test's describe/it return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': ['error', {
        allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'before', 'after', 'beforeEach', 'afterEach'] }],
      }],
    },
  },
  { files: ['eslint.config.mjs'], ...tseslint.configs.disableTypeChecked },
);
