// `pnpm bench` (part `live`), issue 38: live events with STREAMS open event streams (1,000 unless
// told), on PostgreSQL (DATABASE_URL, else a throw-away cluster) with two API instances as the e2e
// stack runs them, each its own process, addressed directly so which one serves is known.
// - Delivery latency from the POST (the admin command `customer-message`: the booking's customer
//   writes) to each open stream of the business's members: median and p99, with the streams and
//   the POST on one instance, and with the POST on the other (fanned out through LISTEN/NOTIFY).
// - Read throughput of GET /bookings/customer with the streams open against none (measured
//   before they open and after they close; the ratio is against the mean of the two).
// The streams are real: a ticket each (POST /events/ticket), then GET /events?ticket=.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { deliverySummary } from './bench-live-figures.mjs';
import { log, root, waitForUrl } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

const STREAMS = Number(process.env.STREAMS ?? '1000');
/** The business's members; the streams are shared among them, as tabs. */
const MEMBERS = Math.min(STREAMS, 20);
const ROUNDS = Number(process.env.ROUNDS ?? '10');
const LOAD_SECONDS = 5;
const CONNECTIONS = 10;
const DELIVERY_TIMEOUT_MS = 10_000;
const API = '/api/v1';
const serverDir = join(root, 'server');
const autocannon = createRequire(join(serverDir, 'package.json')).resolve('autocannon/autocannon.js');

/** The machine's load average over the last minute, as the figures are printed with it. */
const machineLoad = () => (loadavg()[0] ?? 0).toFixed(1);

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Each instance's sockets (a stream, a ticket call) and this process's: both need room under ulimit -n. */
function checkFileLimit() {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  if (Number.isFinite(limit) && limit < STREAMS + 200)
    throw new Error(`ulimit -n is ${limit}: ${STREAMS} streams need at least ${STREAMS + 200} (raise it: ulimit -n 4096)`);
}

function startInstance(env, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/**
 * @param {string} origin
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [options]
 */
async function call(origin, path, options = {}) {
  const { method = 'GET', headers = {}, body } = options;
  const response = await fetch(`${origin}${API}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * One open stream: `arrivals[round]` is when the event of that round (its text names the round)
 * reached it. node:http rather than fetch: a thousand streams cost little to read this way.
 */
function openStream(origin, token) {
  return call(origin, '/events/ticket', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).then(
    ({ ticket }) =>
      new Promise((resolve, reject) => {
        const arrivals = [];
        const req = request(`${origin}${API}/events?ticket=${ticket}`, (response) => {
          if (response.statusCode !== 200) return reject(new Error(`GET /events: ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (text) => {
            const now = performance.now();
            for (const [, round] of text.matchAll(/bench round (\d+)/g)) arrivals[Number(round)] ??= now;
          });
          resolve({ arrivals, close: () => req.destroy() });
        });
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
        req.end();
      }),
  );
}

async function openStreams(origin, tokens) {
  const streams = [];
  for (let i = 0; i < STREAMS; i += 50)
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => openStream(origin, tokens[(i + j) % tokens.length])),
      )),
    );
  return streams;
}

async function throughput(url, token) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannon, '--json', '-c', String(CONNECTIONS), '-d', String(LOAD_SECONDS), '-H', `authorization=Bearer ${token}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.errors + report.non2xx > 0) throw new Error(`${report.errors + report.non2xx} failed requests to ${url}`);
  return report.requests.average;
}

/** Sends round `round`'s message through `origin` and waits until every stream has it (or the timeout). */
async function deliverRound(origin, adminKey, bookingNumber, streams, round) {
  const sentAt = performance.now();
  await call(origin, '/internal/admin-command', {
    method: 'POST',
    headers: { 'x-admin-key': adminKey },
    body: { name: 'customer-message', positionals: [String(bookingNumber), `bench round ${round}`], options: {} },
  });
  const deadline = sentAt + DELIVERY_TIMEOUT_MS;
  while (streams.some((stream) => stream.arrivals[round] === undefined) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  return sentAt;
}

const postgres = process.env.DATABASE_URL ? null : startPostgres(54331);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-live-'));
const instances = [];
try {
  checkFileLimit();
  const env = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? postgres?.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'warn',
    TICKET_RATE_LIMIT: '100000',
  };
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/live-seed.ts'], {
    cwd: serverDir,
    env: { ...env, MEMBERS: String(MEMBERS) },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const { tokens, bookingNumber } = JSON.parse(seeded.stdout.trim().split('\n').pop() ?? '');
  for (const port of [await freePort(), await freePort()]) instances.push(startInstance(env, port));
  await Promise.all(instances.map(({ origin }) => waitForUrl(`${origin}${API}/health`, 120_000)));
  // The key the admin command's route asks for, which the instances keep in their data folder.
  const adminKey = readFileSync(join(dataDir, 'admin.key'), 'utf8').trim();
  const [one, other] = instances.map(({ origin }) => origin);
  const listUrl = `${one}${API}/bookings/customer?page=1&pageSize=10`;

  log(`live bench: throughput with no stream open (load ${machineLoad()})`);
  await throughput(listUrl, tokens[0]);
  const before = await throughput(listUrl, tokens[0]);
  log(`live bench: opening ${STREAMS} streams of ${MEMBERS} members on one instance`);
  const streams = await openStreams(one, tokens);
  const during = await throughput(listUrl, tokens[0]);
  log(`live bench: ${ROUNDS} messages through each instance in turn`);
  // Taking turns (even rounds through the streams' instance, odd through the other), so the
  // machine's load weighs on both cases alike.
  const sentAt = [];
  for (let round = 0; round < 2 * ROUNDS; round += 1)
    sentAt.push(await deliverRound(round % 2 ? other : one, adminKey, bookingNumber, streams, round));
  for (const stream of streams) stream.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await throughput(listUrl, tokens[0]);
  const none = (before + after) / 2;
  const rows = [0, 1].map((parity) => {
    const rounds = sentAt.map((_, round) => round).filter((round) => round % 2 === parity);
    const summary = deliverySummary(
      rounds.map((round) => sentAt[round]),
      streams.map((stream) => rounds.map((round) => stream.arrivals[round])),
    );
    return { name: parity ? 'cross' : 'same', ...summary };
  });
  console.log(
    `\nLive events: ${STREAMS} streams open (${MEMBERS} members of one business), ${ROUNDS} messages per case, load ${machineLoad()}`,
  );
  console.table(
    Object.fromEntries([
      ...rows.map(({ name, deliveries, missed, medianMs, p99Ms }) => [
        name === 'same' ? 'POST and streams on one instance' : 'POST on the other instance',
        { median: `${medianMs.toFixed(0)} ms`, p99: `${p99Ms.toFixed(0)} ms (goal < 1000)`, deliveries, missed },
      ]),
      ['GET /bookings/customer, no stream', { 'req/s': `${none.toFixed(0)} (${before.toFixed(0)} before, ${after.toFixed(0)} after)` }],
      [
        `GET /bookings/customer, ${STREAMS} streams`,
        { 'req/s': during.toFixed(0), ratio: `${(during / none).toFixed(2)}x (goal >= 0.8x)` },
      ],
    ]),
  );
} finally {
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise((/** @type {(value?: unknown) => void} */ resolve) =>
          child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
        ),
    ),
  );
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
