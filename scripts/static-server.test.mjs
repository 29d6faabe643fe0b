// `pnpm test:scripts`: what the host's static server sends for released remotes (ADR 0017).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { serveStatic } from './static-server.mjs';

describe('the host’s static server with a releases root', () => {
  const folder = mkdtempSync(join(tmpdir(), 'static-server-test-'));
  const dir = join(folder, 'host');
  const releases = join(folder, 'releases');
  let server;
  let origin;

  before(async () => {
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), '<p>shell</p>');
    writeFileSync(join(dir, 'portal.config.json'), '{"built":true}');
    mkdirSync(join(releases, 'versions', 'support', 'v1'), { recursive: true });
    writeFileSync(join(releases, 'versions', 'support', 'v1', 'mf-manifest.json'), '{"version":"v1"}');
    writeFileSync(join(releases, 'history.json'), '{}');
    server = await serveStatic({ dir, port: 0, spa: true, releases });
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the build’s configuration until a release writes one, revalidated either way', async () => {
    const built = await fetch(`${origin}/portal.config.json`);
    assert.deepEqual(await built.json(), { built: true });
    writeFileSync(join(releases, 'portal.config.json'), '{"released":true}');
    const released = await fetch(`${origin}/portal.config.json`);
    assert.deepEqual(await released.json(), { released: true });
    assert.equal(released.headers.get('cache-control'), 'no-cache');
  });

  it('serves a version’s files as immutable, and a missing one as a 404, never the shell', async () => {
    const manifest = await fetch(`${origin}/releases/support/v1/mf-manifest.json`);
    assert.deepEqual(await manifest.json(), { version: 'v1' });
    assert.equal(manifest.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${origin}/releases/support/v0/`)).status, 404);
    assert.equal((await fetch(`${origin}/releases/support/v0/541.63caefc2.js`)).status, 404);
  });

  it('does not serve the release history', async () => {
    assert.equal((await fetch(`${origin}/releases/history.json`)).status, 404);
    assert.notEqual((await fetch(`${origin}/releases/%2e%2e/history.json`)).status, 200);
  });
});

describe('the host’s static server before two API instances', () => {
  const folder = mkdtempSync(join(tmpdir(), 'static-server-test-'));
  /** Two stand-ins for the API's instances, each answering with its own name. */
  const instances = ['one', 'two'].map((name) => createServer((_, answer) => answer.end(name)));
  let server;
  let origin;

  before(async () => {
    const origins = await Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) =>
            instance.listen(0, '127.0.0.1', () =>
              resolve(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (instance.address()).port}`),
            ),
          ),
      ),
    );
    server = await serveStatic({ dir: folder, port: 0, spa: true, api: origins });
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => {
    server.close();
    for (const instance of instances) instance.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends the API calls to each in turn', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await (await fetch(`${origin}/api/v1/health`)).text());
    assert.deepEqual(answers, ['one', 'two', 'one', 'two']);
  });
});
