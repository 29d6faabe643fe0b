// One jest run for the browser code and the contracts: a project per package. The server's
// tests run on Node's own test runner (tsx --test), which loads its ESM and PGlite natively.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
// A scoped name is written with [+/]: pnpm's store folder spells '@scope/name' as '@scope+name'.
const esmOnly = ['ky', 'rettime', 'until-async', '@open-draft[+/]deferred-promise'];
const common = (dir) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  transform: { '^.+\\.m?[jt]sx?$': swc },
  // ky and some of msw's dependencies are ESM-only and must be transformed too.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')})([@/]))`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Font files are imported by their URL (webpack's asset modules).
  moduleNameMapper: { '\\.woff2$': path.join(__dirname, 'shared/config/file-stub.cjs') },
});
const browser = (dir) => ({
  ...common(dir),
  testEnvironment: path.join(__dirname, 'shared/config/jest-environment.cjs'),
  // msw/node is not a browser module: resolve packages by their default (Node) entry.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/testing/src/jest-setup.ts')],
});
const node = (dir) => ({ ...common(dir), testEnvironment: 'node' });

module.exports = {
  // Screens with Chakra in jsdom on a busy two-core machine are slow; one budget for every test.
  testTimeout: 60_000,
  // A worker per core (jest's default leaves one for its main process, which here idles): on the
  // two-core CI machine, two workers instead of one, 152 to 118 s.
  maxWorkers: '100%',
  projects: [
    node('shared/contracts'),
    node('shared/config'),
    browser('shared/api'),
    browser('shared/session'),
    browser('shared/i18n'),
    browser('shared/ui'),
    browser('shared/forms'),
    browser('shared/testing'),
    browser('host'),
    browser('remote-account'),
    browser('remote-messaging'),
    browser('remote-support'),
    browser('remote-bookings'),
    browser('remote-listings'),
    browser('remote-signup'),
  ],
};
