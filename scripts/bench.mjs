// `pnpm bench`: the benchmarks of the project. The API benchmark (bookings paging and throughput)
// is the server's; then the figures of issue 14: `npm start` from a clean clone and its seven
// production builds (seconds on this machine's cores), and in Chromium the JavaScript of /login
// and /dashboard, the single-app comparison and Lighthouse (e2e/bench/web.mjs).
// BENCH_PARTS=api,start,web,single,lighthouse picks parts (default: all of them).
import { existsSync } from 'node:fs';
import { benchStart } from './bench-start.mjs';
import { ensureBuilds, ensureDependencies, ensurePnpm, log, pnpm, root } from './lib.mjs';

const parts = new Set((process.env.BENCH_PARTS ?? 'api,start,web,single,lighthouse').split(','));
const pnpmCommand = ensurePnpm();
ensureDependencies(pnpmCommand);
if (parts.has('api') && existsSync(`${root}/server/bench`)) {
  log('API benchmark');
  pnpm(pnpmCommand, ['--filter', 'server', 'bench']);
}
if (parts.has('start')) {
  log('npm start from a clean clone (warm package store)');
  const { commit, seconds, builds, cores, load } = await benchStart();
  console.log(`\nGoal 4: npm start from a clean clone of ${commit} (goal <= 120 s; builds <= 60 s), ${cores} cores, load ${load.toFixed(1)} at the start`);
  console.table([{ 'npm start to ready': `${seconds.toFixed(0)} s`, 'seven production builds': builds ? `${builds.seconds.toFixed(0)} s (${builds.apps} apps)` : 'n/a', cores }]);
}
if (['web', 'single', 'lighthouse'].some((part) => parts.has(part))) {
  ensureBuilds(pnpmCommand);
  // Lighthouse is kept out of the workspace so every clone's install does not link it (~7 s).
  if (parts.has('lighthouse')) pnpm(pnpmCommand, ['install', '--ignore-workspace', '--frozen-lockfile', '--dir', 'e2e/bench/lighthouse']);
  log('browser benchmark');
  pnpm(pnpmCommand, ['--filter', 'e2e', 'exec', 'node', 'bench/web.mjs']);
}
