// `npm test`: every test of the project, from a clean clone. Installs what it needs: pnpm and the
// dependencies, and (as root, when missing) Debian's chromium and its headless shell, postgresql,
// nginx and poppler-utils for the browser, database and PDF tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

import { ensureBuilds, ensureDependencies, ensurePnpm, log, pnpm, root, run } from './lib.mjs';
import { NGINX_PACKAGES, nginxAvailable } from './nginx.mjs';
import { postgresAvailable } from './postgres.mjs';

const started = performance.now();
const steps = [];
const step = (name, fn) => {
  const t = performance.now();
  log(`── ${name}`);
  fn();
  steps.push(`${name}: ${((performance.now() - t) / 1000).toFixed(0)} s`);
};

function ensureSystemPackages() {
  /** @type {[string[], boolean][]} */
  const packages = [
    [['chromium'], existsSync('/usr/bin/chromium')],
    // The e2e journeys' browser: the same engine without the full browser's work (e2e/chromium.ts).
    [['chromium-headless-shell'], existsSync('/usr/bin/chromium-headless-shell')],
    [['postgresql'], postgresAvailable()],
    [['docker-compose'], spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0],
    // The e2e stack's front door: the compose images' nginx configuration, run as they run it.
    [NGINX_PACKAGES, nginxAvailable()],
    // pdftotext and pdftoppm: the server's and the browser's tests read and render statement PDFs.
    [['poppler-utils'], spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0],
  ];
  const missing = packages.filter(([, present]) => !present).flatMap(([names]) => names);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    log(`not root: cannot install ${missing.join(', ')}; the tests that need them will fail`);
    return;
  }
  log(`installing ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  /** @param {string[]} names */
  const install = (names) =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: 'inherit', env }).status;
  let status = install(missing);
  // The headless shell only saves time (the journeys fall back to chromium): a machine whose
  // chromium cannot take it (a held or pinned version) still runs every test.
  if (status !== 0 && missing.includes('chromium-headless-shell'))
    status = install(missing.filter((name) => name !== 'chromium-headless-shell'));
  if (status !== 0) process.exit(status ?? 1);
}

const pnpmCommand = ensurePnpm();
step('dependencies', () => ensureDependencies(pnpmCommand));
step('system packages', ensureSystemPackages);
step('typecheck, lint, unit and component tests', () => pnpm(pnpmCommand, ['check']));
// Every server test once, on PostgreSQL as production runs, and on embedded PGlite the files that
// guard what it does differently (ADR 0024); every file on PGlite when PostgreSQL is not installed.
if (postgresAvailable()) {
  step('server tests on PostgreSQL', () =>
    run(process.execPath, ['scripts/with-postgres.mjs', ...pnpmCommand, '--filter', 'server', 'test']),
  );
  step('server tests on embedded PGlite: its guard', () => pnpm(pnpmCommand, ['--filter', 'server', 'test', '--pglite-guard']));
} else {
  step('server tests on embedded PGlite', () => pnpm(pnpmCommand, ['--filter', 'server', 'test']));
}
if (existsSync(`${root}/scripts/check-compose.sh`)) step('docker-compose.yml', () => run('bash', ['scripts/check-compose.sh']));
step('production builds', () => ensureBuilds(pnpmCommand, { force: Boolean(process.env.CI) }));
step('end-to-end tests in Chromium', () => pnpm(pnpmCommand, ['e2e']));

log(`all tests passed in ${((performance.now() - started) / 60000).toFixed(1)} min (${steps.join(', ')})`);
