// Goal 2 of issue 14: Lighthouse performance and accessibility of /login and a signed-in
// /dashboard, mobile and desktop presets, median of three runs. Each run has a browser of its own
// (empty cache); the signed-in session is put in localStorage from a page of the same origin that
// loads no script (portal.config.json), so the audited load starts as cold as /login's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { demoSession, LANGUAGE_KEY, launchArgs, median } from '../measure.mjs';

const RUNS = 3;
const PORT = 9322;
const presets = { mobile: undefined, desktop: desktopConfig };
// LIGHTHOUSE_THROTTLING=devtools applies the throttling to the browser instead of simulating it
// from an unthrottled load: slower, closer to a phone, and it credits what the simulation cannot
// see (preloads, requests started earlier). LIGHTHOUSE_DETAIL=1 prints each run's metrics, its
// largest-paint element, its long tasks and, for simulated runs, the tasks of the simulated blocking time
// and the requests of the simulated LCP.
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING;
const detail = Boolean(process.env.LIGHTHOUSE_DETAIL);

function printDetail(url, preset, lhr) {
  const ms = (id) => Math.round(lhr.audits[id].numericValue ?? 0);
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).map(
    (task) => `${task.url} at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms`,
  );
  console.log(
    `${url} ${preset}: FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')} SI ${ms('speed-index')} ms; largest paint ${element}`,
  );
  for (const task of tasks) console.log(`  long task ${task}`);
}

/**
 * The requests in Lantern's simulation of the largest paint (what Lighthouse scores), with their
 * simulated start and end: the one that ends last, and what it waited for, is the paint's path.
 */
async function printSimulatedRequests(lhr, artifacts) {
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  // One cache: both simulations start from the same page graph and network analysis.
  const context = { computedCache: new Map(), settings };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  await printSimulatedLongTasks(data, context);
  const requests = [...lcp.pessimisticEstimate.nodeTimings.entries()].filter(([node]) => node.type === 'network');
  console.log(`  simulated LCP ${Math.round(lcp.timing)} ms; its requests (simulated ms):`);
  for (const [node, timing] of requests.sort((a, b) => a[1].startTime - b[1].startTime)) {
    const { requestMethod, url, transferSize } = node.request;
    console.log(
      `    ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ${requestMethod} ${url} ${(transferSize / 1024).toFixed(1)} KB`,
    );
  }
}

/** Trace events that only wrap others (a task, a callback's frame, V8's own steps). */
const wrapper = (name) =>
  name.startsWith('V8.') || name.startsWith('v8.') || ['RunTask', 'ThreadControllerImpl::RunTask', 'Receive mojo message'].includes(name);

/**
 * The simulated tasks over 50 ms that Lantern's blocking time counts (a task that lays out is
 * slowed 2x, any other 4x), in the order they ran, each with what it held in the observed load: what to
 * take apart for the blocking time.
 */
async function printSimulatedLongTasks(data, context) {
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const long = [...tbt.pessimisticEstimate.nodeTimings.entries()].filter(([, timing]) => timing.duration > 50);
  for (const [node, timing] of long.sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type !== 'cpu') continue;
    const held = new Map();
    for (const { name, dur = 0, args } of node.childEvents.filter((event) => !wrapper(event.name))) {
      const key = args?.data?.url ? `${name}(${args.data.url.split('/').pop()})` : name;
      held.set(key, (held.get(key) ?? 0) + dur / 1000);
    }
    const top = [...held].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `  simulated task at ${Math.round(timing.startTime)} ms: ${Math.round(timing.duration)} ms; ${top.map(([key, ms]) => `${key} ${ms.toFixed(1)}`).join(', ')}`,
    );
  }
}

/** One Lighthouse run of `url` with `preset` in a browser of its own, with `storage` in its localStorage first (a session, a language). */
export async function audit(url, preset, storage) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  // The browser's default context is the one Lighthouse audits in, so storage set here is seen.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...launchArgs, `--remote-debugging-port=${PORT}`],
  });
  try {
    if (storage) {
      const page = await context.newPage();
      await page.goto(new URL('/portal.config.json', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
    }
    const flags = {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      ...(throttlingMethod ? { throttlingMethod } : {}),
    };
    const { lhr, artifacts } = await lighthouse(url, flags, presets[preset]);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    // A lost session would audit /login in the dashboard's place.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    if (detail) {
      printDetail(url, preset, lhr);
      if (!throttlingMethod) await printSimulatedRequests(lhr, artifacts);
    }
    const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
    const ms = (id) => lhr.audits[id].numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      fcp: ms('first-contentful-paint'),
      si: ms('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's mobile preset slows the CPU 4x, a factor calibrated for a host whose benchmark index
 * is above 1,000; its command line warns below that, as the figures then describe a slower phone
 * than the preset's (docs/throttling.md in Lighthouse's repository).
 */
export const SLOW_HOST_INDEX = 1000;

/**
 * One row per page and preset: median scores of RUNS runs, with LCP and TBT for context, and the
 * host's CPU benchmark index as Lighthouse measured it during the runs. A page `inUrdu` is opened
 * with Urdu chosen (issue 40), as `inUrdu` in measure.mjs chooses it.
 */
export async function lighthouseRows(request, pages) {
  const session = await demoSession(request);
  const rows = [];
  for (const { name, url, signedIn, inUrdu } of pages) {
    const storage = { ...(signedIn ? session : {}), ...(inUrdu ? { [LANGUAGE_KEY]: 'ur' } : {}) };
    for (const preset of Object.keys(presets)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, preset, Object.keys(storage).length > 0 ? storage : null));
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push({
        page: name,
        preset,
        performance: m('performance'),
        accessibility: m('accessibility'),
        'LCP (median)': `${(m('lcp') / 1000).toFixed(1)} s`,
        'TBT (median)': `${Math.round(m('tbt'))} ms`,
        runs: runs.map((r) => r.performance).join(' / '),
        'CPU index (median)': Math.round(m('benchmarkIndex')),
      });
    }
  }
  return rows;
}
