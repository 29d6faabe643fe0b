// Browser benchmarks: the gzip size of the JavaScript the browser downloads for /login and for
// /dashboard, and how long each takes to show, in Chromium against the production builds. Each
// figure is a ratio against a baseline of the same run: React + ReactDOM alone for size, an empty
// page from the same static server for time.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { seed, startStack } from '../../scripts/stack.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';

const RUNS = 5;
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function reactBaselineBytes() {
  const require = createRequire(new URL('../../host/package.json', import.meta.url));
  const fileOf = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);
  const files = [fileOf('react', 'cjs/react.production.js'), fileOf('react-dom', 'cjs/react-dom-client.production.js')];
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
}

/** Loads a URL in a fresh context; answers the gzip bytes of its scripts and the ms until `ready`. */
async function measure(browser, url, ready, prepare) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (prepare) await prepare(page);
  let scriptBytes = 0;
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => { scriptBytes += gzipSync(body).length; }, () => {}));
  });
  const start = Date.now();
  await page.goto(url);
  await ready(page);
  const ms = Date.now() - start;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { scriptBytes, ms };
}

async function signedIn(page) {
  const reply = await page.request.post('http://localhost:4000/api/v1/users/login', { data: { email: 'demo@supplier.test', password: 'demo1234' } });
  const { token, user } = await reply.json();
  await page.addInitScript(([t, u, s]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user_id', u);
    localStorage.setItem('supplier_id', s);
  }, [token, user.user_id, user.supplier_id]);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '10000' };
seed(env);
const stack = await startStack({ env });
const blankDir = mkdtempSync(join(tmpdir(), 'portal-blank-'));
writeFileSync(join(blankDir, 'index.html'), '<!doctype html><title>blank</title><h1>blank</h1>');
const blank = await serveStatic({ dir: blankDir, port: 3098, spa: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launchArgs });
try {
  const rows = [];
  const blankTimes = [];
  for (let i = 0; i < RUNS; i += 1) {
    blankTimes.push((await measure(browser, 'http://localhost:3098/', (p) => p.getByRole('heading', { name: 'blank' }).waitFor())).ms);
  }
  const baselineMs = median(blankTimes);
  const reactBytes = reactBaselineBytes();
  const pages = [
    { name: '/login', url: 'http://localhost:3000/login', ready: (p) => p.getByRole('button', { name: 'Sign In' }).waitFor() },
    { name: '/dashboard', url: 'http://localhost:3000/dashboard', ready: (p) => p.locator('main h1').first().waitFor({ timeout: 30_000 }), prepare: signedIn },
  ];
  for (const { name, url, ready, prepare } of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, url, ready, prepare));
    const bytes = median(runs.map((r) => r.scriptBytes));
    const ms = median(runs.map((r) => r.ms));
    rows.push({ page: name, 'JS gzip': kb(bytes), 'x React+ReactDOM': (bytes / reactBytes).toFixed(2), 'shown in': `${ms} ms`, 'x empty page': (ms / baselineMs).toFixed(1) });
  }
  console.log(`\nBaselines: React + ReactDOM ${kb(reactBytes)} gzip; empty page ${baselineMs} ms (median of ${RUNS})`);
  console.table(rows);
} finally {
  await browser.close();
  blank.close();
  await stack.stop();
  rmSync(blankDir, { recursive: true, force: true });
}
process.exit(0);
