// Node 20's test runner does not expand globs: find the server's *.test.ts files and run them
// with tsx, so TypeScript, ESM and PGlite load natively.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const files = readdirSync('src', { recursive: true })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `src/${f}`)
  .sort();
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
