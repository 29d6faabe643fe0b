// Node 20's test runner does not expand globs: find the server's *.test.ts files and run them
// with tsx, so TypeScript, ESM and PGlite load natively. On PGlite, the test apps start from one
// migrated database made here (test/pglite-template.ts) instead of each making its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `src/${f}`)
  .sort();
/** A TypeScript script with tsx; answers its exit status. */
const tsx = (args, env = process.env) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit', env }).status ?? 1;
const runTests = (env) => tsx(['--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], env);

if (process.env.TEST_DATABASE_URL) process.exit(runTests(process.env));
const templateDir = mkdtempSync(join(tmpdir(), 'portal-server-tests-'));
const template = join(templateDir, 'migrated.tar');
let status = 1;
try {
  status = tsx(['test/pglite-template.ts', template]) || runTests({ ...process.env, PGLITE_TEMPLATE: template });
} finally {
  rmSync(templateDir, { recursive: true, force: true });
}
process.exit(status);
