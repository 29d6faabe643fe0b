// `pnpm bench`: the benchmarks of the project, each printed as a ratio against a baseline measured
// in the same run. The API benchmark (bookings paging and throughput) is the server's; the
// browser one measures bundle size and load time of /login and /dashboard.
import { existsSync } from 'node:fs';
import { ensureBuilds, ensureDependencies, ensurePnpm, log, pnpm, root } from './lib.mjs';

const pnpmCommand = ensurePnpm();
ensureDependencies(pnpmCommand);
if (existsSync(`${root}/server/bench`)) {
  log('API benchmark');
  pnpm(pnpmCommand, ['--filter', 'server', 'bench']);
}
ensureBuilds(pnpmCommand);
log('browser benchmark');
pnpm(pnpmCommand, ['--filter', 'e2e', 'exec', 'node', 'bench/web.mjs']);
