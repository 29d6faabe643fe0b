// The portal's front doors, the Node proxy of `npm start` and the compose images' nginx (when the
// machine has it), before the server as the stack configures it: a sign-in limit counts each
// person, not the proxy every call comes through. `node --test scripts/front-door.test.mjs`
// (`pnpm check` runs it with the other scripts' tests). Inside `unshare -n`, any 127/8 address is a person of its own.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { root, startChild, waitForUrl } from './lib.mjs';
import { nginxAvailable, startNginx } from './nginx.mjs';
import { stackServerEnv } from './stack.mjs';
import { serveStatic } from './static-server.mjs';

const SERVER = 'http://127.0.0.1:4090';
const LIMIT = 3;

/** A wrong password for `email` sent to `door` from the address `from`; answers the status. */
function wrongPassword(door, from, email, headers = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${door}/api/v1/users/login`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ email, password: 'not-the-password' }));
  });
}

/** LIMIT wrong passwords and one more: the last is refused. */
async function exhaust(door, from, email) {
  const seen = [];
  for (let i = 0; i <= LIMIT; i += 1) seen.push(await wrongPassword(door, from, email));
  assert.deepEqual(seen, [...Array(LIMIT).fill(401), 429]);
}

const folder = mkdtempSync(join(tmpdir(), 'portal-front-door-'));
let server;
const doors = new Map();

before(async () => {
  // Embedded PGlite in memory whatever the machine's DATABASE_URL (spawn leaves out an undefined value).
  const env = stackServerEnv({
    PORT: '4090',
    DATA_DIR: 'memory',
    DATABASE_URL: undefined,
    LOGIN_RATE_LIMIT: String(LIMIT),
    SCRYPT_LOG_N: '10',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(48).toString('base64url'),
  });
  server = startChild('server', process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: join(root, 'server'), env });
  const node = await serveStatic({ dir: folder, port: 3090, spa: true, api: SERVER });
  doors.set('node', { url: 'http://127.0.0.1:3090', close: () => new Promise((resolve) => node.close(resolve)) });
  if (nginxAvailable()) {
    // The host's configuration forwards to six remotes too; none of them is asked here.
    /** @type {Map<string, string>} */
    const services = new Map([
      ['server-1', SERVER],
      ['server-2', SERVER],
      ...['account', 'messaging', 'support', 'bookings', 'listings', 'signup'].map(
        (name) => /** @type {[string, string]} */ ([`remote-${name}`, 'http://127.0.0.1:9']),
      ),
    ]);
    doors.set('nginx', {
      url: 'http://127.0.0.1:3091',
      ...(await startNginx({ name: 'host', role: 'host', port: 3091, site: folder, dir: join(folder, 'nginx'), services })),
    });
  }
  await waitForUrl(`${SERVER}/api/v1/health`, 120_000);
});

after(async () => {
  await Promise.all([...doors.values()].map((door) => door.close()));
  if (server) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  rmSync(folder, { recursive: true, force: true });
});

for (const name of ['node', 'nginx']) {
  describe(`through the ${name} front door`, { skip: name === 'nginx' && !nginxAvailable() && 'nginx is not installed' }, () => {
    it('wrong passwords from one address do not lock the same account out for another', async () => {
      const { url } = doors.get(name);
      await exhaust(url, '127.0.0.2', `${name}-shared@example.test`);
      assert.equal(await wrongPassword(url, '127.0.0.3', `${name}-shared@example.test`), 401);
    });

    it('a client cannot start a new count by sending its own X-Forwarded-For', async () => {
      const { url } = doors.get(name);
      // 127.0.0.1 is the proxy's own address: a header added to rather than replaced would be believed.
      await exhaust(url, '127.0.0.1', `${name}-forger@example.test`);
      assert.equal(await wrongPassword(url, '127.0.0.1', `${name}-forger@example.test`, { 'x-forwarded-for': '203.0.113.7' }), 429);
    });
  });
}
