// The composed portal from production builds: the provider API, the host and the six remotes.
// Used by `npm start` and by the end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { apps, log, remotePorts, root, secretFileEnv, SERVER_PORT, startChild, waitForUrl } from './lib.mjs';
import { startNginx } from './nginx.mjs';
import { releasesRoot } from './releases.mjs';
import { readPortalConfig, securityHeaders } from './security-headers.mjs';
import { serveStatic } from './static-server.mjs';

const serverDir = join(root, 'server');
/** @returns {[string, string[]]} */
const tsx = (script) => [process.execPath, ['--import', 'tsx', script]];

/** Seeds the demo supplier unless the database already has it (the seed command checks). */
export function seed(env) {
  const [command, args] = tsx('src/seed/main.ts');
  const result = spawnSync(command, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seeding the demo data failed');
}

/** `seed` without waiting: `npm start` builds meanwhile, since the database does not need the builds. */
export function seedInBackground(env) {
  const [command, args] = tsx('src/seed/main.ts');
  const child = spawn(command, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((/** @type {(value?: void) => void} */ resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('seeding the demo data failed'))));
  });
}

/**
 * The server's environment in the stack, `env` over the machine's. Every browser's calls reach it
 * through the host's proxy on this machine (Node's or nginx): its X-Forwarded-For names the person,
 * whom the rate limits count, as compose trusts its nginx. Only that address is believed.
 */
export function stackServerEnv(env = {}) {
  const given = { TRUST_PROXY: '127.0.0.1', ...process.env, PORT: String(SERVER_PORT), ...env };
  return { ...given, ...secretFileEnv(given) };
}

/** The API's instances in docker-compose.yml, which the host's nginx (docker/nginx/host.conf) takes in turn. */
const SERVER_SERVICES = ['server-1', 'server-2'];

/**
 * How many API instances the stack runs: two on PostgreSQL, behind the front door as compose runs
 * them (ADR 0021); one on embedded PGlite, whose data folder only one process may open.
 */
const instancesFor = (serverEnv) => (serverEnv.DATABASE_URL ? SERVER_SERVICES.length : 1);

/** Stops a child process (SIGKILL after 5 s), unless it has exited already. */
async function stopChild(child) {
  // A signal sent to the whole process group (Playwright's shutdown) may have ended it already.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
}

/** Closes a static server now, keep-alive connections included, so its port is free again. */
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
}

/**
 * Serves one app with the Node static server (`npm start`: Node only), the host forwarding the API
 * (`api`: each instance's origin, taken in turn) and the remotes. Answers `close()`.
 */
async function serveWithNode({ name, port, site, headers, api, remotes, releases }) {
  const server = await serveStatic({
    dir: site,
    port,
    spa: name === 'host',
    headers,
    ...(name === 'host' ? { api, remotes, releases } : {}),
  });
  return { close: () => closeServer(server) };
}

/**
 * Serves one app with nginx running the compose images' configuration (scripts/nginx.mjs), which
 * forwards to the compose services `server-1`, `server-2` (the API's instances; both the one
 * instance when there is one) and `remote-<name>`.
 */
function serveWithNginx({ name, port, site, api, remotes, releases, nginxDir }) {
  /** @type {Map<string, string>} */
  const services = new Map([
    ...SERVER_SERVICES.map((service, i) => /** @type {[string, string]} */ ([service, api[i % api.length]])),
    ...[...remotes].map(([remote, origin]) => /** @type {[string, string]} */ ([`remote-${remote}`, origin])),
  ]);
  return startNginx({ name, role: name === 'host' ? 'host' : 'remote', port, site, releases, dir: join(nginxDir, name), services });
}

/**
 * Starts the server (two instances on PostgreSQL, on SERVER_PORT and the port after it) and the
 * static servers. `control` adds a small endpoint (port 3099) that stops and starts a remote, so a
 * test can take one remote down for real. `buildOf(name)` is the folder
 * an app is served from: its `dist` unless told otherwise (the bench's A/B pairs serve two builds
 * in turn from one stack). `frontDoor`: 'node', the Node static server, or 'nginx', the compose
 * images' nginx configuration run by this machine's nginx (the e2e stack).
 */
export async function startStack({ env = {}, control = false, buildOf = (name) => join(root, name, 'dist'), frontDoor = 'node' } = {}) {
  const serverEnv = stackServerEnv(env);
  const [command, args] = tsx('src/main.ts');
  const statics = new Map();
  // The policy names the origins of the host's runtime configuration, as the browser will use them.
  const headers = securityHeaders(readPortalConfig(join(buildOf('host'), 'portal.config.json')));
  // The host serves the API under /api/ and the remotes under /remotes/<name>/ too, as the compose
  // nginx does (ADR 0013, ADR 0014).
  const ports = Array.from({ length: instancesFor(serverEnv) }, (_, i) => SERVER_PORT + i);
  const api = ports.map((port) => `http://127.0.0.1:${port}`);
  const remotes = new Map([...remotePorts].map(([name, port]) => [name, `http://127.0.0.1:${port}`]));
  const nginxDir = frontDoor === 'nginx' ? mkdtempSync(join(tmpdir(), 'portal-nginx-')) : null;
  const serve = nginxDir ? serveWithNginx : serveWithNode;
  // Remotes released alone, and the configuration naming them (ADR 0017).
  const releases = releasesRoot({ ...process.env, ...env });
  /** Serves an app from `site` (a control request may name another build of it). */
  const startApp = async ({ name, port }, attempts = 1, site = buildOf(name)) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        statics.set(name, await serve({ name, port, site, headers, api, remotes, releases, nginxDir }));
        return;
      } catch (/** @type {any} */ error) {
        // A port just released can stay busy for a moment.
        if (error.code !== 'EADDRINUSE' || attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  // The static servers first: a busy port then fails the start before any child process exists.
  await Promise.all(apps.map((app) => startApp(app)));
  // Started together: their migrations wait for each other (server/src/db/migrate.ts).
  const servers = ports.map((port, i) =>
    startChild(ports.length > 1 ? SERVER_SERVICES[i] : 'server', command, args, {
      cwd: serverDir,
      env: { ...serverEnv, PORT: String(port) },
    }),
  );
  await Promise.all(api.map((origin) => waitForUrl(`${origin}/api/v1/health`, 120_000)));
  if (servers.length > 1) log(`API: ${servers.length} instances (${api.join(', ')}) behind the front door`);

  /** @type {import('node:http').Server | null} */
  let controlServer = null;
  if (control) {
    controlServer = createServer(async (request, response) => {
      // /remotes/<name>/<stop|start>; ?site=<folder> starts it from another build of it.
      const url = new URL(request.url ?? '/', 'http://control');
      const [, , name, action] = url.pathname.split('/');
      const app = apps.find((a) => a.name === name);
      if (!app || request.method !== 'POST') return response.writeHead(404).end();
      try {
        if (action === 'stop') {
          await statics.get(name)?.close();
          statics.delete(name);
        }
        if (action === 'start' && !statics.has(name)) await startApp(app, 20, url.searchParams.get('site') ?? buildOf(name));
        log(`${name}: ${action}`);
        response.writeHead(204).end();
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    }).listen(3099, '127.0.0.1');
  }

  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all(servers.map(stopChild));
    controlServer?.close();
    await Promise.all([...statics.values()].map((served) => served.close()));
    if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  };
  for (const server of servers)
    server.on('exit', (code) => {
      if (code && !stopping) {
        console.error(`the server exited with code ${code}`);
        process.exit(code);
      }
    });
  return { stop };
}
