import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A rule at level error with its options, as the tuple ESLint's types expect. @returns {['error', ...unknown[]]} */
const error = (...options) => ['error', ...options];

const remotes = ['remote-account', 'remote-messaging', 'remote-support', 'remote-bookings', 'remote-listings', 'remote-signup'];

/** Boundaries of STYLE.md: remotes never import each other or the host; libraries stay behind their wrapper. */
const wrapped = [
  { group: ['ky', 'ky/*'], message: 'Call the API through @portal/api.' },
  {
    group: ['@chakra-ui/*', '@emotion/*', 'notistack'],
    message:
      'Import UI from @portal/ui (list frame: @portal/ui/lists; choice and progress controls: @portal/ui/form-controls; dialog and drawer: @portal/ui/overlays).',
  },
  { group: ['zustand', 'zustand/*'], message: 'Shared state lives in @portal/session.' },
  {
    group: ['react-hook-form', '@hookform/*'],
    message: 'Forms come from @portal/forms: one react-hook-form, whose context its fields see.',
  },
  {
    group: ['@portal/contracts'],
    importNames: ['messageIn', 'templateIn', 'URDU_MESSAGES'],
    message: "A message in the member's language is messageText from @portal/i18n: the Urdu catalogue is fetched with Urdu, not bundled.",
  },
];
const noOtherApps = (self) =>
  [...remotes.filter((r) => r !== self), 'host'].map((app) => ({
    group: [app, `${app}/*`, `**/${app}/**`],
    message: 'A remote imports only @portal/* packages; navigate to other sections by URL.',
  }));
/** The test kit and msw are for tests only: never in a bundle. */
const testKitOnly = {
  group: ['@portal/testing', '@portal/testing/*', 'msw', 'msw/*'],
  message: '@portal/testing and msw are for *.test.ts(x) files only.',
};
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/** Not shared on its own: a remote importing it would bundle a second design system. */
const shellStartOnly = {
  group: ['@portal/ui/system'],
  message: "The design system comes from @portal/ui; @portal/ui/system is for the shell's start only.",
};
/**
 * The shell provides @portal/ui's other entries without loading them, so /dashboard does not
 * (docs/adr/0008-first-load.md); an import in the shell would put them on every page.
 */
const shellBootsWithout = {
  // './system' is part of '.': the shell's start evaluates it a step ahead (host/src/bootstrap.tsx).
  group: ['@portal/ui/*', '!@portal/ui/system'],
  message: 'The shell boots with @portal/ui only; its other entries (lists, form-controls, overlays) load with the screens that use them.',
};
/**
 * Shell modules loaded on first use, not at boot: the menu's drawer and the notification centre
 * (host/src/layout/app-layout.tsx) and the search overlay of small screens (search/header-search.tsx).
 */
const shellOnFirstUse = [
  'host/src/layout/nav-drawer.tsx',
  'host/src/layout/notifications/notification-centre.tsx',
  'host/src/layout/search/search-overlay.tsx',
];
const hostImports = (bootsWithout) =>
  error({
    patterns: [
      ...wrapped,
      testKitOnly,
      bootsWithout,
      ...remotes.map((r) => ({ group: [r, `${r}/*`, `**/${r}/**`], message: 'The host loads remotes at run time only.' })),
    ],
  });

/**
 * Inside a remote, a file `depth` folders below src/ reaches src/ with `depth` '../'; from there it
 * may enter only common/ and strings/ (the remote's words, ADR 0022). So a screen folder imports its
 * own files, src/common/, src/strings/ and packages, and common/ imports only itself and strings/
 * (src/exposes/ and bootstrap.tsx, which wire the screens, are exempt).
 */
const screenBoundary = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!(common|strings)(/|$))`,
  message:
    'A screen imports only its own folder, src/common/, src/strings/ and @portal/* packages; move what two screens share into src/common/.',
});
const DEPTHS = [1, 2, 3, 4];

/** The import rules of one remote: for its source and its tests, at each folder depth under src/. */
const remoteRules = (remote) => [
  {
    files: [`${remote}/src/*.{ts,tsx}`, `${remote}/src/exposes/**`],
    ignores: TESTS,
    rules: { 'no-restricted-imports': error({ patterns: [...wrapped, ...noOtherApps(remote), shellStartOnly, testKitOnly] }) },
  },
  // A test of several screens at once (their words in another language) sits in src/ itself.
  {
    files: [`${remote}/src/*.test.{ts,tsx}`, `${remote}/src/exposes/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-imports': error({ patterns: [...wrapped, ...noOtherApps(remote), shellStartOnly] }) },
  },
  ...DEPTHS.flatMap((depth) => {
    const files = [`${remote}/src/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const ignores = [`${remote}/src/exposes/**`];
    const patterns = [...wrapped, ...noOtherApps(remote), shellStartOnly, screenBoundary(depth)];
    return [
      { files, ignores: [...ignores, ...TESTS], rules: { 'no-restricted-imports': error({ patterns: [...patterns, testKitOnly] }) } },
      {
        files: files.map((f) => f.replace(/\*\.\{ts,tsx\}$/, '*.test.{ts,tsx}')),
        ignores,
        rules: { 'no-restricted-imports': error({ patterns }) },
      },
    ];
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/fixtures/**',
      'scripts/types/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // One import order everywhere (packages, then @portal/*, then relative), fixed by `pnpm format`.
      'simple-import-sort/imports': error({ groups: [['^node:'], ['^@?\\w'], ['^@portal/'], ['^\\.']] }),
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify handlers and storage adapters are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // React's rules where React is: they run the React Compiler's analysis on every function, the
  // largest single cost of lint (docs/bench/ci-time.md), which the server, e2e and scripts do not need.
  {
    files: ['host/**', 'remote-*/**', 'shared/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...remotes.flatMap(remoteRules),
  {
    files: ['host/src/**'],
    ignores: [...TESTS, ...shellOnFirstUse],
    rules: { 'no-restricted-imports': hostImports(shellBootsWithout) },
  },
  {
    files: shellOnFirstUse,
    rules: { 'no-restricted-imports': hostImports({ ...shellBootsWithout, group: [...shellBootsWithout.group, '!@portal/ui/overlays'] }) },
  },
  {
    files: ['shared/contracts/**', 'shared/session/**'],
    rules: { 'no-restricted-imports': error({ patterns: wrapped.filter((w) => !(w.group[0] === 'zustand')) }) },
  },
  {
    files: ['shared/api/**'],
    rules: { 'no-restricted-imports': error({ patterns: wrapped.filter((w) => w.group[0] !== 'ky') }) },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'server/**'],
    rules: {
      'no-console': 'off',
      // node:test's describe/it return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'before', 'after', 'beforeEach', 'afterEach'] },
          ],
        },
      ],
    },
  },
  // Build and script code in plain JavaScript: Node's globals, CommonJS in .cjs. tsc checks its
  // types (tsconfig.scripts.json, checkJs), so lint runs without type information here.
  { files: ['**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  { files: ['**/*.test.cjs'], languageOptions: { globals: { ...globals.node, ...globals.jest } } },
);
