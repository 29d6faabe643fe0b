// A/B pairs (BENCH_PARTS=pairs in `pnpm bench`): Lighthouse on one page, the baseline's production
// builds (BENCH_BASELINE_DIR, made by scripts/bench-baseline.mjs) and this checkout's served in
// turn from one stack, which goes first alternating from pair to pair. On a shared machine the
// level of Lighthouse's figures moves with its load from minute to minute (the mobile blocking
// time of one build by ±200 ms); a pair's two runs are a minute apart, so a change shows as the
// number of pairs it wins, and in the medians, where one run alone would not show it.
// BENCH_PAIRS (5), BENCH_PAIRS_PAGE (/dashboard, signed in; /login signed out), BENCH_PAIRS_PRESET
// (mobile or desktop).
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { request as playwrightRequest } from '@playwright/test';

import { apps, root } from '../../scripts/lib.mjs';
import { seed, startStack } from '../../scripts/stack.mjs';
import { audit } from './lighthouse/lighthouse.mjs';
import { demoSession, median } from './measure.mjs';

const pairs = Number(process.env.BENCH_PAIRS ?? 5);
const page = process.env.BENCH_PAIRS_PAGE ?? '/dashboard';
const preset = process.env.BENCH_PAIRS_PRESET ?? 'mobile';
const baselineDir = process.env.BENCH_BASELINE_DIR;
if (!baselineDir) throw new Error("BENCH_BASELINE_DIR names the baseline's checkout (scripts/bench.mjs sets it)");
const builds = {
  baseline: (name) => join(baselineDir, name, 'dist'),
  current: (name) => join(root, name, 'dist'),
};

/** The stack serves each app from a link in `served`, pointed at one side's build before each run. */
const served = mkdtempSync(join(tmpdir(), 'portal-pairs-'));
function serve(side) {
  for (const { name } of apps) {
    const link = join(served, name);
    // Removes the link itself, never the build it points at; none there yet is fine.
    rmSync(link, { force: true });
    symlinkSync(builds[side](name), link);
  }
}

/** How many pairs `current` won on a figure, lower being better (the score: higher). */
const wins = (runs, key, lowerIsBetter = true) =>
  runs.filter(({ baseline, current }) => (lowerIsBetter ? current[key] < baseline[key] : current[key] > baseline[key])).length;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '10000', LOGIN_ADDRESS_RATE_LIMIT: '10000' };
seed(env);
serve('current');
const stack = await startStack({ env, buildOf: (name) => join(served, name) });
const api = await playwrightRequest.newContext();
try {
  const session = page === '/login' ? null : await demoSession(api);
  const url = `http://localhost:3000${page}`;
  const runs = [];
  for (let i = 0; i < pairs; i += 1) {
    const pair = {};
    for (const side of i % 2 ? ['current', 'baseline'] : ['baseline', 'current']) {
      serve(side);
      pair[side] = await audit(url, preset, session);
      const { performance, tbt, lcp, si } = pair[side];
      console.log(
        `pair ${i + 1} ${side}: performance ${performance}, TBT ${Math.round(tbt)} ms, LCP ${Math.round(lcp)} ms, SI ${Math.round(si)} ms`,
      );
    }
    runs.push(pair);
  }
  const row = (side) => {
    const m = (key) => median(runs.map((run) => run[side][key]));
    return {
      build: side,
      performance: m('performance'),
      'TBT (median)': `${Math.round(m('tbt'))} ms`,
      'LCP (median)': `${Math.round(m('lcp'))} ms`,
      'FCP (median)': `${Math.round(m('fcp'))} ms`,
      'SI (median)': `${Math.round(m('si'))} ms`,
      runs: runs.map((run) => run[side].performance).join(' / '),
    };
  };
  console.log(
    `\nA/B pairs: Lighthouse ${preset} on ${page}, the baseline (${process.env.BENCH_BASELINE_COMMIT?.slice(0, 12)}) against this checkout, ${pairs} pair${pairs === 1 ? '' : 's'}`,
  );
  console.table([row('baseline'), row('current')]);
  console.log(
    `This checkout was better in ${wins(runs, 'tbt')} of ${pairs} pairs on TBT, ${wins(runs, 'lcp')} on LCP, ${wins(runs, 'si')} on the Speed Index, ${wins(runs, 'performance', false)} on the score.`,
  );
} finally {
  await api.dispose();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(served, { recursive: true, force: true });
}
process.exit(0);
