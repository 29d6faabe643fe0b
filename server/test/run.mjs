// Node 20's test runner does not expand globs: find the server's *.test.ts files and run them
// with tsx, so TypeScript, ESM and PGlite load natively. On PGlite, the test apps start from one
// migrated database made here (test/pglite-template.ts) instead of each making its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const files = readdirSync('src', { recursive: true })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `src/${f}`)
  .sort();
const env = { ...process.env };
const templateDir = mkdtempSync(join(tmpdir(), 'portal-server-tests-'));
let status = 1;
try {
  let made = { status: 0 };
  if (!env.TEST_DATABASE_URL) {
    env.PGLITE_TEMPLATE = join(templateDir, 'migrated.tar');
    made = spawnSync(process.execPath, ['--import', 'tsx', 'test/pglite-template.ts', env.PGLITE_TEMPLATE], { stdio: 'inherit' });
  }
  status = made.status === 0
    ? spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], { stdio: 'inherit', env }).status ?? 1
    : made.status ?? 1;
} finally {
  rmSync(templateDir, { recursive: true, force: true });
}
process.exit(status);
