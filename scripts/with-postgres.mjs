// Runs one command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster, then stops
// it: `node scripts/with-postgres.mjs pnpm --filter server test`.
import { spawnSync } from 'node:child_process';

import { startPostgres } from './postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
const postgres = startPostgres();
let status = 1;
try {
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } }).status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
