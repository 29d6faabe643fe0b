// What one page load costs in Chromium: the JavaScript bytes as they came over the wire
// (compressed, as served), the same JavaScript decoded then gzipped at Node's default level (the
// figure `pnpm bench` reported before issue 14, kept for comparison), the time until `ready`, and
// the requests of the load until the network is idle: all, and those to the API (its /api/ paths,
// at the host's origin since ADR 0013).
import { gzipSync } from 'node:zlib';

export const API = 'http://localhost:4000/api/v1';
export const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The demo supplier's session, as the login form stores it (shared/session: one key per field). */
export async function demoSession(request) {
  const reply = await request.post(`${API}/users/login`, { data: { email: 'demo@supplier.test', password: 'demo1234' } });
  const { token, user } = await reply.json();
  // As the sign-in page stores it (host/src/login/sign-in.ts): without the role the shell does not
  // start the screen's first reads (route-reads.ts), so the page measured would be a slower one.
  return { token, user_id: user.user_id, supplier_id: user.supplier_id, role: user.role };
}

/** Makes a page signed in before any of the portal's scripts run. */
export async function signedIn(page) {
  const session = await demoSession(page.request);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, session);
}

/** Where the browser remembers the language chosen (shared/i18n). */
export const LANGUAGE_KEY = 'portal.language';

/** Makes a page's browser choose Urdu (issue 40) before any of the portal's scripts run. */
export async function inUrdu(page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'ur'), LANGUAGE_KEY);
}

/**
 * Loads a URL in a fresh context (empty cache) whose browser prefers `locale`; answers its script
 * bytes and the ms until `ready`.
 */
export async function measure(browser, url, ready, prepare, locale = 'en-GB') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const totals = { wireBytes: 0, gzipBytes: 0, scripts: 0, requests: 0, apiRequests: 0 };
  const pending = [];
  page.on('request', (request) => {
    totals.requests += 1;
    if (new URL(request.url()).pathname.startsWith('/api/')) totals.apiRequests += 1;
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    totals.scripts += 1;
    pending.push(
      request.sizes().then(
        ({ responseBodySize }) => {
          totals.wireBytes += responseBodySize;
        },
        () => {},
      ),
    );
    pending.push(
      response.body().then(
        (body) => {
          totals.gzipBytes += gzipSync(body).length;
        },
        () => {},
      ),
    );
  });
  const start = Date.now();
  await page.goto(url);
  await ready(page);
  const ms = Date.now() - start;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { ...totals, ms };
}

/**
 * The median of `runs` loads, figure by figure.
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 * @param {{ url: string, ready: (page: import('@playwright/test').Page) => Promise<unknown>, prepare?: (page: import('@playwright/test').Page) => Promise<unknown>, locale?: string }} page
 */
export async function measureMedian(browser, runs, { url, ready, prepare, locale }) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await measure(browser, url, ready, prepare, locale));
  return Object.fromEntries(Object.keys(results[0] ?? {}).map((key) => [key, median(results.map((r) => r[key]))]));
}
