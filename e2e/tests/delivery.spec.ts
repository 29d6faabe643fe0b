import { expect, HOST, signIn, test } from './fixtures';

/** How the static servers deliver the builds (issue 14): compressed copies written at build, hashed files kept, entry files revalidated, /login from its own page. */
const ACCOUNT = 'http://localhost:3001';
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('Chromium receives the scripts of /login and the dashboard Brotli-compressed, hashed files cached for good, main.js revalidated, each with the compile hint', async ({
  page,
}) => {
  const scripts: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), headers: response.headers() });
  });
  await signIn(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The sign-in page's one script carries its content hash (its HTML is revalidated).
  const login = scripts.filter((s) => new URL(s.url).pathname.startsWith('/login.'));
  expect(login).toHaveLength(1);
  expect(login[0]!.headers['content-encoding']).toBe('br');
  expect(login[0]!.headers['cache-control']).toBe(IMMUTABLE);
  const main = scripts.find((s) => new URL(s.url).pathname === '/main.js');
  expect(main?.headers['content-encoding']).toBe('br');
  expect(main?.headers['cache-control']).toBe('no-cache');
  const chunks = scripts.filter((s) => /\.[0-9a-f]{8}\.js$/.test(s.url));
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) expect(chunk.headers['cache-control'], chunk.url).toBe(IMMUTABLE);
  // Files under 1 KB have no compressed copy: compressing them saves less than the headers cost.
  const compressed = chunks.filter((c) => c.headers['content-encoding'] === 'br');
  expect(compressed.length).toBeGreaterThan(3);
  for (const chunk of compressed) expect(chunk.headers.vary, chunk.url).toBe('Accept-Encoding');
  // Each asks V8 to compile its functions as it streams in: the sign-in page's bundle, the shell's
  // files and the dashboard remote's. Read again from the server, as a page that has moved on no
  // longer holds the bodies of the one before.
  expect(scripts.some((s) => new URL(s.url).pathname.startsWith('/remotes/account/'))).toBe(true);
  for (const { url } of scripts) {
    const reply = await page.request.get(url);
    expect((await reply.text()).split('\n')[0], url).toBe('//# allFunctionsCalledOnLoad');
  }
});

test('the API answers the page at the host’s origin, its JSON gzipped on the way as the compose nginx sends it', async ({ page }) => {
  const figures = page.waitForResponse((response) => /\/api\/v1\/suppliers\/[^/]+\/dashboard$/.test(response.url()));
  await signIn(page);
  const answer = await figures;
  expect(new URL(answer.url()).origin).toBe(HOST);
  expect(answer.headers()['content-encoding']).toBe('gzip');
  expect(answer.headers().vary).toContain('Accept-Encoding');
  expect(await answer.json()).toHaveProperty('summary');
});

test('the signed-in page names the files the shell boots with, so they download beside main.js, each once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    // The requests of the last page loaded: the shell's, after the sign-in page's.
    if (request.isNavigationRequest()) requested.length = 0;
    requested.push(new URL(request.url()).pathname);
  });
  await signIn(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.filter((path) => /^\/shell(-libraries)?\.[0-9a-f]{8}\.js$/.test(path))).toHaveLength(2);
  expect(preloaded).toContain('/portal.config.json');
  // A preload the page's own request did not match would be downloaded twice.
  for (const path of preloaded)
    expect(
      requested.filter((url) => url === path),
      path,
    ).toHaveLength(1);
});

test('each screen of every remote is one file of code to download after its entry, so a first load does not queue for connections', async ({
  request,
}) => {
  const config = (await (await request.get(`${HOST}/portal.config.json`)).json()) as { remotes: Record<string, string> };
  for (const manifestAddress of Object.values(config.remotes)) {
    const manifest = (await (await request.get(new URL(manifestAddress, HOST).href)).json()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    expect(manifest.exposes.length, manifestAddress).toBeGreaterThan(0);
    for (const { name, assets } of manifest.exposes) expect(assets.js.sync, `${manifestAddress} ${name}`).toHaveLength(1);
  }
});

test('the shell’s HTML carries the design system’s global styles, which the signed-in page does not insert again', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('style[data-portal-global-styles]')).toHaveCount(1);
  // The token variables are declared once: in the HTML, not again by emotion.
  const declaring = await page.evaluate(
    () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule.cssText.includes('--chakra-colors-teal-solid:')).length,
  );
  expect(declaring).toBe(1);
  // And they apply: the system's global CSS gives the page its gray.50 background.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 250, 250)');
});

test('the shell’s HTML carries the rules of the signed-in frame, which the page uses and does not insert again', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  const { listed, insertedAgain, railClasses, railClassesNotListed } = await page.evaluate(() => {
    const fromHtml = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "][data-s]');
    const names = (fromHtml?.getAttribute('data-emotion') ?? '')
      .split(' ')
      .slice(1)
      .map((name) => `css-${name}`);
    const rulesAtRunTime = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
      .filter((tag) => tag !== fromHtml)
      .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    // The frame, without the Messages entry's unread count: data, not frame, so not in the HTML's rules.
    const rail = [...document.querySelectorAll('nav[aria-label="Main"], nav[aria-label="Main"] *')].filter(
      (element) => !element.closest('[aria-hidden="true"]') && !/^, \d+ unread$/.test(element.textContent ?? ''),
    );
    const worn = [...new Set(rail.flatMap((element) => [...element.classList].filter((name) => /^css-/.test(name))))];
    return {
      listed: names.length,
      insertedAgain: names.filter((name) => rulesAtRunTime.some((rule) => rule.includes(`.${name}`))),
      railClasses: worn.length,
      railClassesNotListed: worn.filter((name) => !names.includes(name)),
    };
  });
  expect(listed).toBeGreaterThan(10);
  // Emotion took them as inserted when it started: none came again at run time...
  expect(insertedAgain).toEqual([]);
  // ...and the side rail (the same for everyone) wears only those.
  expect(railClasses).toBeGreaterThanOrEqual(4);
  expect(railClassesNotListed).toEqual([]);
});

test('/login is its own prerendered page, compressed and revalidated; other routes get the shell', async ({ request }) => {
  const login = await request.get(`${HOST}/login`, { headers: { 'Accept-Encoding': 'br' } });
  expect(login.headers()['content-encoding']).toBe('br');
  expect(login.headers()['cache-control']).toBe('no-cache');
  expect(await login.text()).toContain('>Sign In</button>');
  const shell = await (await request.get(`${HOST}/payouts`)).text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain('Sign In');
});

test('each client gets the coding it accepts, and the same bytes when it refuses both', async ({ request }) => {
  const get = (encoding: string) => request.get(`${HOST}/main.js`, { headers: { 'Accept-Encoding': encoding } });
  const [br, gzip, plain, refused] = await Promise.all([get('gzip, br'), get('gzip'), get('identity'), get('br;q=0, gzip;q=0')]);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  for (const response of [plain, refused]) expect(response.headers()['content-encoding']).toBeUndefined();
  for (const response of [br, gzip, plain, refused]) expect(response.headers().vary).toBe('Accept-Encoding');
  // Decoded, every variant is the same script.
  const bodies = await Promise.all([br, gzip, plain, refused].map((r) => r.text()));
  expect(new Set(bodies).size).toBe(1);
  expect(Number(plain.headers()['content-length'])).toBeGreaterThan(Number(br.headers()['content-length']));
});

test('index.html, portal.config.json, a remote manifest and entry are revalidated: unchanged, they answer 304, at the host’s origin too', async ({
  request,
}) => {
  const remote = `${HOST}/remotes/account`;
  for (const url of [
    `${HOST}/dashboard`,
    `${HOST}/portal.config.json`,
    `${ACCOUNT}/mf-manifest.json`,
    `${remote}/mf-manifest.json`,
    `${remote}/remoteEntry.js`,
  ]) {
    const first = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status(), url).toBe(200);
    expect(first.headers()['cache-control'], url).toBe('no-cache');
    const etag = first.headers().etag;
    expect(etag, url).toBeTruthy();
    const again = await request.get(url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag! } });
    expect(again.status(), url).toBe(304);
  }
});

test('a remote built for the host has no page of its own', async ({ request }) => {
  expect((await request.get(`${ACCOUNT}/index.html`)).status()).toBe(404);
  expect((await request.get(`${ACCOUNT}/mf-manifest.json`)).status()).toBe(200);
});
