// `pnpm bench`: the benchmarks of the project. The API benchmark (bookings paging and throughput)
// is the server's; then the figures of issue 14: `npm start` from a clean clone and its seven
// production builds (seconds on this machine's cores), and in Chromium the JavaScript of /login
// and /dashboard, the single-app comparison and Lighthouse (e2e/bench/web.mjs).
// Then issue 38's live events (scripts/bench-live.mjs): delivery latency with 1,000 open streams on
// one and two instances, and a list route's throughput with them open.
// BENCH_PARTS=api,live,start,web,single,lighthouse picks parts (default: all of them). BENCH_PARTS=pairs
// runs Lighthouse on this checkout's builds against BENCH_BASELINE's (main by default) in
// alternating pairs (e2e/bench/pairs.mjs), to see a change smaller than the machine's noise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { baselineBuilds } from './bench-baseline.mjs';
import { benchStart } from './bench-start.mjs';
import { ensureBuilds, ensureDependencies, ensurePnpm, log, pnpm, root } from './lib.mjs';

const parts = new Set((process.env.BENCH_PARTS ?? 'api,live,start,web,single,lighthouse').split(','));
const pnpmCommand = ensurePnpm();
ensureDependencies(pnpmCommand);
if (parts.has('api') && existsSync(`${root}/server/bench`)) {
  log('API benchmark');
  pnpm(pnpmCommand, ['--filter', 'server', 'bench']);
}
if (parts.has('live')) {
  log('live events benchmark');
  const live = spawnSync(process.execPath, ['scripts/bench-live.mjs'], { cwd: root, stdio: 'inherit' });
  if (live.status !== 0) throw new Error('the live events benchmark failed');
}
if (parts.has('start')) {
  log('npm start from a clean clone (warm package store)');
  const { commit, seconds, builds, cores, load } = await benchStart();
  console.log(
    `\nGoal 4: npm start from a clean clone of ${commit} (goal <= 120 s; builds <= 60 s), ${cores} cores, load ${load.toFixed(1)} at the start`,
  );
  console.table([
    {
      'npm start to ready': `${seconds.toFixed(0)} s`,
      'seven production builds': builds ? `${builds.seconds.toFixed(0)} s (${builds.apps} apps)` : 'n/a',
      cores,
    },
  ]);
}
const browserParts = ['web', 'single', 'lighthouse'].filter((part) => parts.has(part));
if (browserParts.length > 0 || parts.has('pairs')) {
  ensureBuilds(pnpmCommand);
  // Lighthouse is kept out of the workspace so every clone's install does not link it (~7 s).
  if (parts.has('lighthouse') || parts.has('pairs'))
    pnpm(pnpmCommand, ['install', '--ignore-workspace', '--frozen-lockfile', '--dir', 'e2e/bench/lighthouse']);
}
if (browserParts.length > 0) {
  log('browser benchmark');
  pnpm(pnpmCommand, ['--filter', 'e2e', 'exec', 'node', 'bench/web.mjs'], { env: { ...process.env, BENCH_PARTS: browserParts.join(',') } });
}
if (parts.has('pairs')) {
  const baseline = baselineBuilds(pnpmCommand);
  log('A/B pairs against the baseline');
  pnpm(pnpmCommand, ['--filter', 'e2e', 'exec', 'node', 'bench/pairs.mjs'], {
    env: { ...process.env, BENCH_BASELINE_DIR: baseline.dir, BENCH_BASELINE_COMMIT: baseline.commit },
  });
}
