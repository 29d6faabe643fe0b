import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test as base } from '@playwright/test';

import { paths } from '@portal/contracts';

import { askServer } from '../../server/src/admin/ask-server';
import { parseCommand } from '../../server/src/admin/command-line';
import { runningServer } from '../../server/src/admin/server-link';

/** The server on its own port, as another app or a script calls it. */
export const API = 'http://localhost:4000/api/v1';
/** The shell's static server (playwright.config.ts's baseURL). */
export const HOST = 'http://localhost:3000';
/** The API as the portal's pages call it: through the host's origin (ADR 0013). */
export const PAGE_API = `${HOST}/api/v1`;
export const DEMO = { email: 'demo@supplier.test', password: 'demo1234' } as const;

type Credentials = { email: string; password: string };

/** Signs in through the login form, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, credentials: Credentials = DEMO): Promise<void> {
  await page.goto(paths.login);
  await submitSignIn(page, credentials, (url) => url.pathname === paths.dashboard);
}

/**
 * Opens `address` signed out, as a bookmark is, and signs in on the /login page the portal sends
 * the person to; waits for the screen the portal then opens (that address, or where its screen
 * sends the person). A journey that starts on a screen other than the dashboard so loads it once,
 * not the dashboard first.
 */
export async function signInAt(page: Page, address: string, credentials: Credentials = DEMO): Promise<void> {
  // The portal leaves for /login while the page loads: waiting for its load would race that.
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page).toHaveURL(urlEnding(paths.login));
  await submitSignIn(page, credentials, (url) => url.pathname !== paths.login);
}

async function submitSignIn(page: Page, credentials: Credentials, landed: (url: URL) => boolean): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landed);
  // The shell has read the session once the screen shows: a test that then changes the stored
  // session (a forged token) does not race the shell's start and its first reads.
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Ticks a checkbox in `scope` (the page, or a part of it such as a dialog) as a person does, on its
 * label (Chakra draws the box over a visually hidden input), and waits until it shows ticked: the
 * field takes the change a moment after the click, so Playwright's check(), which reads the state
 * once right after, fails when the page is quick.
 */
export async function tick(scope: Page | Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name });
  await box.locator('xpath=ancestor::label').click();
  await expect(box).toBeChecked();
}

export interface ApiSession {
  token: string;
  userId: string;
  supplierId: string | null;
  get: <T>(path: string) => Promise<T>;
  headers: { authorization: string };
}

/** Signs in against the API directly, to compare what the screens show with what the server says. */
export async function apiSession(request: APIRequestContext, credentials: { email: string; password: string } = DEMO): Promise<ApiSession> {
  const response = await request.post(`${API}/users/login`, { data: credentials });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { token: string; user: { user_id: string; supplier_id: string | null } };
  const headers = { authorization: `Bearer ${body.token}` };
  return {
    token: body.token,
    userId: body.user.user_id,
    supplierId: body.user.supplier_id,
    headers,
    get: async <T>(path: string) => {
      const reply = await request.get(`${API}${path}`, { headers });
      expect(reply.ok(), `GET ${path}`).toBeTruthy();
      return (await reply.json()) as T;
    },
  };
}

/** Registers a person through the API, as another app would (no supplier yet); answers the session it opens. */
export async function registerUser(
  request: APIRequestContext,
  person: { fullName: string; email: string; password: string; phone?: string },
): Promise<{ token: string; userId: string }> {
  const reply = await request.post(`${API}/users/register`, {
    data: { full_name: person.fullName, email: person.email, phone_number: person.phone ?? '+923001234567', password: person.password },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const { token, user } = (await reply.json()) as { token: string; user: { user_id: string } };
  return { token, userId: user.user_id };
}

/** Stops or starts a remote's server of the end-to-end stack (see scripts/e2e-stack.mjs). */
export async function setRemote(request: APIRequestContext, remote: string, action: 'stop' | 'start'): Promise<void> {
  const response = await request.post(`http://127.0.0.1:3099/remotes/${remote}/${action}`);
  expect(response.status()).toBe(204);
}

/** A list endpoint's answer, from the API or as the page received it: the rows and X-Total-Count. */
export async function pageOf<Row>(reply: { json: () => Promise<unknown>; headers: () => Record<string, string> }) {
  return { rows: (await reply.json()) as Row[], total: Number(reply.headers()['x-total-count']) };
}

/** What a screen was answered to one GET: its body and, for a list, its X-Total-Count. */
export interface Answer<Body> {
  body: Body;
  total: number;
}

/**
 * Every answer the page is given, from now on, to a GET of `path` with all of `params`. Journeys in
 * the other worker change the demo supplier meanwhile, and the live stream makes a screen ask again
 * when they do (a booking made, a listing approved): a screen is held against its newest answer.
 */
export function answersTo<Body>(page: Page, path: string, params: Record<string, string> = {}) {
  const answers: Answer<Body>[] = [];
  const asked = (url: URL) =>
    url.pathname.endsWith(path) && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' || !asked(new URL(response.url())) || !response.ok()) return;
    // A body the browser dropped (the page moved on) is no answer the screen shows.
    void response.json().then(
      (body: Body) => answers.push({ body, total: Number(response.headers()['x-total-count']) }),
      () => undefined,
    );
  });
  return {
    async latest(): Promise<Answer<Body>> {
      await expect.poll(() => answers.length, { message: `an answer to ${path}` }).toBeGreaterThan(0);
      return answers.at(-1)!;
    },
  };
}

/** Expectations short enough to be tried again against a newer answer (see `expectNewest`). */
const soon = expect.configure({ timeout: 2_000 });

/**
 * Checks the screen against the newest answer to `answers` until both agree: an answer that lands
 * while the screen is checked is checked in turn.
 */
export async function expectNewest<Body>(
  answers: ReturnType<typeof answersTo<Body>>,
  check: (answer: Answer<Body>, expectSoon: typeof soon) => Promise<void>,
): Promise<Answer<Body>> {
  let checked: Answer<Body> | undefined;
  await expect(async () => {
    checked = await answers.latest();
    await check(checked, soon);
  }).toPass({ timeout: 20_000 });
  return checked!;
}

/** Matches a URL that ends with `path` (a path of the table, with its query if any). */
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The app that sent a file: a remote's come from /remotes/<name>/ at the host's origin (ADR 0014), or from a release of it, /releases/<name>/<version>/ (ADR 0017). */
export const appOf = (url: string) => /^\/(?:remotes|releases)\/([\w-]+)\//.exec(new URL(url).pathname)?.[1] ?? 'host';
/** The host's files of @portal/ui's entries apart (ui-lists.[hash].js), by name without the hash. */
export const uiEntryFiles = (urls: string[]) =>
  urls
    .map((url) => new URL(url))
    .filter((url) => /^\/ui-[a-z-]+\.[0-9a-f]{8}\.js$/.test(url.pathname))
    .map((url) => `${url.origin}${url.pathname.replace(/\.[0-9a-f]{8}\.js$/, '')}`);

export const urlEnding = (path: string) => new RegExp(`${escaped(path)}$`);
/** A section's address: it may add its own state as a query (the inbox adds the conversation it opened). */
export const sectionUrl = (path: string) => new RegExp(`${escaped(path)}(\\?.*)?$`);

/**
 * Every journey runs under the portal's content security policy and fails on any violation: the
 * page reports each `securitypolicyviolation` to the console, where Chromium also writes its own
 * "Refused to ... Content Security Policy" errors.
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const test = base.extend<{ contentSecurityPolicyGuard: void }, { demoSignedIn: StorageState }>({
  /**
   * The demo supplier's browser state after signing in through the login form (signIn), once per
   * worker: journeys that do not test signing in start from it (`test.use(signedInAsDemo)`)
   * instead of each loading the login page and waiting for the server to check the password.
   */
  demoSignedIn: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: HOST });
      await signIn(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  contentSecurityPolicyGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      });
      await use();
      expect(violations, 'no content security policy violation').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** `test.use(signedInAsDemo)`: the file's journeys start signed in as the demo supplier (demoSignedIn). */
export const signedInAsDemo: Parameters<typeof test.use>[0] = {
  storageState: async ({ demoSignedIn }, provide) => provide(demoSignedIn),
};

/** Opens `address` with the session the page's context starts with (signedInAsDemo) and waits for its screen, as signInAt does. */
export async function openSignedIn(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(new URL(page.url()).pathname, 'still signed in').not.toBe(paths.login);
}

/**
 * Runs the marketplace team's admin command (server/src/admin) in the stack's server and answers
 * its result, e.g. `await admin('approve-listing', id)`: the words are read as the command line
 * reads them and sent to the server holding the stack's data folder as the command itself sends
 * them (on PGlite as on PostgreSQL, so its e-mails and live events go out too), without a Node
 * process per command (3 s of CPU each, 16 s under load).
 */
export async function admin<T = unknown>(...args: string[]): Promise<T> {
  const { DATA_DIR } = JSON.parse(readFileSync(join(__dirname, '..', '.stack', 'env.json'), 'utf8')) as { DATA_DIR: string };
  const server = runningServer(DATA_DIR);
  if (!server) throw new Error(`No server holds the stack's data folder ${DATA_DIR}`);
  const answer = await askServer(server, parseCommand(args));
  if (!answer) throw new Error(`The stack's server at ${server.url} did not take the admin command`);
  return answer.result as T;
}

/** The texts of the e-mails the stack's server wrote to `to` with `subject` (its outbox folder, <DATA_DIR>/mail), oldest first. */
export function mailsTo(to: string, subject: string): string[] {
  const { DATA_DIR } = JSON.parse(readFileSync(join(__dirname, '..', '.stack', 'env.json'), 'utf8')) as { DATA_DIR: string };
  const folder = join(DATA_DIR, 'mail');
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(`-${to}.txt`))
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .filter((text) => text.includes(`Subject: ${subject}\n`));
}

/** An invitation e-mail's link. */
export const INVITATION_LINK = /https?:\/\/\S+\/invitations\/\S+/;

/** The path of the first link matching `pattern` in the last e-mail to `to` with `subject` (an invitation's, a reset's). */
export function linkPathInMail(to: string, subject: string, pattern: RegExp): string {
  const link = pattern.exec(mailsTo(to, subject).at(-1) ?? '')?.[0];
  expect(link, `an e-mail to ${to}: ${subject}`).toBeTruthy();
  return `${new URL(link!).pathname}${new URL(link!).search}`;
}

/** A navigation entry by its label; Messages adds its unread count to its name (', 3 unread'). */
export const navEntry = (scope: Page | Locator, label: string) =>
  scope.getByRole('link', { name: new RegExp(`^${escaped(label)}( ?, \\d+ unread)?$`) });
