// The host's nginx configuration (docker/nginx/host.conf, rendered by nginx.mjs as the e2e stack
// runs it) before what it forwards to: `node --test scripts/nginx.test.mjs` (`pnpm test:scripts` runs it;
// skipped when the machine has no nginx). Ports 3093-3094: run inside `unshare -n` beside others.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { nginxAvailable, startNginx } from './nginx.mjs';

const DOOR = 3093;
const SUPPORT = 3094;
const folder = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
/** remote-support's stand-in: answers every request, counting the connections they came on. */
const connections = new Set();
const support = createServer((incoming, answer) => {
  connections.add(incoming.socket);
  answer.end('chunk');
});
let nginx;

/** A GET of `path` through the host's nginx, on a connection of its own; answers the status. */
function get(path) {
  return new Promise((resolve, reject) => {
    request(`http://127.0.0.1:${DOOR}${path}`, { agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode));
    })
      .on('error', reject)
      .end();
  });
}

describe("the host's nginx", { skip: !nginxAvailable() && 'nginx is not installed' }, () => {
  before(async () => {
    await new Promise((resolve) => support.listen(SUPPORT, '127.0.0.1', () => resolve(undefined)));
    // The API and the other remotes are not asked here.
    const services = new Map([
      ['server-1', 'http://127.0.0.1:9'],
      ['server-2', 'http://127.0.0.1:9'],
      ...['account', 'messaging', 'bookings', 'listings', 'signup'].map(
        (name) => /** @type {[string, string]} */ ([`remote-${name}`, 'http://127.0.0.1:9']),
      ),
      ['remote-support', `http://127.0.0.1:${SUPPORT}`],
    ]);
    nginx = await startNginx({ name: 'host', role: 'host', port: DOOR, site: folder, dir: join(folder, 'nginx'), services });
  });

  after(async () => {
    await nginx?.close();
    support.closeAllConnections();
    support.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps its connection to what it forwards to open for the next request', async () => {
    assert.deepEqual([await get('/remotes/support/a.js'), await get('/remotes/support/b.js')], [200, 200]);
    assert.equal(connections.size, 1);
  });
});
