// One jest run for the browser code and the contracts: a project per package. The server's
// tests run on Node's own test runner (tsx --test), which loads its ESM and PGlite natively.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];
const common = (dir) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  transform: { '^.+\\.[jt]sx?$': swc },
  // ky is ESM-only and must be transformed too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)([@/]))'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});
const browser = (dir) => ({
  ...common(dir),
  testEnvironment: path.join(__dirname, 'shared/config/jest-environment.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
});
const node = (dir) => ({ ...common(dir), testEnvironment: 'node' });

module.exports = {
  projects: [
    node('shared/contracts'),
    browser('shared/api'),
    browser('shared/session'),
    browser('shared/ui'),
    browser('shared/forms'),
    browser('host'),
    browser('remote-account'),
    browser('remote-messaging'),
    browser('remote-support'),
    browser('remote-bookings'),
    browser('remote-listings'),
    browser('remote-signup'),
  ],
};
