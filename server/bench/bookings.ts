import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { API_PREFIX } from '@portal/contracts';

import { buildApp } from '../src/app';
import { loadConfig, randomSecret } from '../src/config';
import type { Database } from '../src/db/database';
import { helloWorldServer, measureThroughput, median, medianMs, type Throughput } from './load';

const BOOKINGS = 100_000;
const PAGE_SIZE = 10;
const SAMPLES = 25;
const LOAD_SECONDS = 4;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const CONNECTIONS = 10;

/** A supplier with BOOKINGS bookings over two years, inserted in one generate_series statement. */
async function seedSupplier(db: Database): Promise<{ userId: string; supplierId: string }> {
  const [user] = await db.query<{ user_id: string }>(
    `INSERT INTO users (full_name, email, password_hash) VALUES ('Bench Operator', 'bench-' || gen_random_uuid() || '@bench.test', 'none') RETURNING user_id`,
  );
  const [supplier] = await db.query<{ supplier_id: string }>(
    `INSERT INTO suppliers (user_id, supplier_type, profile_data) VALUES ($1, 'tour_operator', '{"business_name":"Bench Tours"}') RETURNING supplier_id`,
    [user!.user_id],
  );
  await db.query(
    `INSERT INTO bookings (supplier_id, customer_name, customer_city, tour_name, listing_type, group_type, audience, booking_status,
       selected_date, duration_days, selected_people, total_price, created_at)
     SELECT $1,
       (ARRAY['Ayesha','Bilal','Fatima','Hamza','Zainab','Usman','Sana','Ali'])[1 + i % 8] || ' ' || (ARRAY['Khan','Ahmed','Malik','Hussain','Raza'])[1 + i % 5],
       (ARRAY['Lahore','Karachi','Islamabad','Peshawar','Quetta'])[1 + i % 5],
       (ARRAY['Hunza Valley Tour','Fairy Meadows Trek','Skardu Explorer','Swat Valley Tour'])[1 + i % 4],
       CASE WHEN i % 3 = 0 THEN 'trek' ELSE 'tour' END,
       CASE WHEN i % 4 = 0 THEN 'private' ELSE 'group' END,
       CASE WHEN i % 5 = 0 THEN 'international' ELSE 'local' END,
       CASE WHEN i % 10 = 0 THEN 'cancelled' WHEN i % 10 = 1 THEN 'completed' ELSE 'confirmed' END,
       current_date + (i % 730) - 365, 1 + i % 7, 1 + i % 6, 5000 + (i * 37) % 200000, now() - make_interval(mins => i)
     FROM generate_series(1, ${BOOKINGS}) AS i`,
    [supplier!.supplier_id],
  );
  // Index-only scans need the visibility map, and the planner needs statistics, as a live table has.
  await db.exec('VACUUM ANALYZE bookings');
  return { userId: user!.user_id, supplierId: supplier!.supplier_id };
}

export interface BookingsBenchResult {
  rows: [string, string, string][];
  deepRatio: number;
  throughputRatio: number;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}x`;

/**
 * Each sample asks for a page size of its own (PAGE_SIZE + i), so every request runs a real page
 * query instead of meeting a page kept from an earlier sample; the deep page is the last one,
 * about BOOKINGS rows in.
 */
const sizeOf = (sample: number) => PAGE_SIZE + sample;
const lastPage = (size: number) => Math.ceil(BOOKINGS / size);

async function timePages(app: FastifyInstance, headers: Record<string, string>) {
  const read = (page: (size: number) => number) => async (sample: number) => {
    const size = sizeOf(sample);
    const url = `${API_PREFIX}/bookings/customer?page=${page(size)}&pageSize=${size}`;
    const reply = await app.inject({ method: 'GET', url, headers });
    if (reply.statusCode !== 200 || reply.json<unknown[]>().length === 0)
      throw new Error(`${url}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
  };
  return {
    first: await medianMs(
      SAMPLES,
      read(() => 1),
    ),
    deep: await medianMs(SAMPLES, read(lastPage)),
  };
}

/** What plain LIMIT/OFFSET paging would cost at the same depths, for reference. */
async function timePlainOffset(db: Database, supplierId: string) {
  const read = (page: (size: number) => number) => (sample: number) => {
    const size = sizeOf(sample);
    return db.query(
      `SELECT * FROM bookings WHERE supplier_id = $1 ORDER BY created_at DESC, booking_id DESC LIMIT ${size} OFFSET ${(page(size) - 1) * size}`,
      [supplierId],
    );
  };
  return {
    first: await medianMs(
      SAMPLES,
      read(() => 1),
    ),
    deep: await medianMs(SAMPLES, read(lastPage)),
  };
}

/**
 * The list and the hello world take turns for ROUNDS rounds after a warm-up of each, so a noisy
 * machine (req/s here drifts by a quarter within a minute) weighs on both sides alike; the ratio
 * is the median of the rounds' ratios.
 */
async function timeThroughput(app: FastifyInstance, headers: Record<string, string>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const hello = await helloWorldServer();
  const apiUrl = `http://127.0.0.1:${port}${API_PREFIX}/bookings/customer?page=1&pageSize=${PAGE_SIZE}`;
  const load = (url: string, seconds = LOAD_SECONDS) => measureThroughput(url, { seconds, connections: CONNECTIONS, headers });
  try {
    await load(apiUrl, WARM_UP_SECONDS);
    await load(hello.url, WARM_UP_SECONDS);
    const rounds: { api: Throughput; bare: Throughput }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) rounds.push({ api: await load(apiUrl), bare: await load(hello.url) });
    const failures = rounds.reduce((sum, { api }) => sum + api.failures, 0);
    if (failures > 0) throw new Error(`${failures} failed requests to GET /bookings/customer`);
    return {
      api: medianBy(rounds.map(({ api }) => api)),
      bare: medianBy(rounds.map(({ bare }) => bare)),
      throughputRatio: median(rounds.map(({ api, bare }) => api.requestsPerSecond / bare.requestsPerSecond)),
    };
  } finally {
    await hello.close();
  }
}

/** The run with the median requests per second. */
const medianBy = (runs: Throughput[]) => [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;

/**
 * Paging at depth and throughput of GET /bookings/customer for a supplier with BOOKINGS bookings,
 * each as a ratio to a baseline measured in the same run.
 */
export async function benchBookings(db: Database): Promise<BookingsBenchResult> {
  const started = Date.now();
  const { userId, supplierId } = await seedSupplier(db);
  const seeded = Date.now() - started;
  const app = await buildApp({
    db,
    config: loadConfig({ ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: randomSecret() }),
  });
  try {
    await app.ready();
    const headers = {
      authorization: `Bearer ${await app.startSession({ userId, supplierId }, { browser: 'Benchmark', ipAddress: '127.0.0.1' })}`,
    };
    const pages = await timePages(app, headers);
    const plain = await timePlainOffset(db, supplierId);
    const { api, bare, throughputRatio } = await timeThroughput(app, headers);
    const deepRatio = pages.deep / pages.first;
    return {
      deepRatio,
      throughputRatio,
      rows: [
        [`seed ${BOOKINGS.toLocaleString('en')} bookings`, `${(seeded / 1000).toFixed(1)} s`, ''],
        [`GET /bookings/customer page 1, pageSize ${sizeOf(0)}-${sizeOf(SAMPLES - 1)} (median)`, ms(pages.first), ''],
        [
          `GET /bookings/customer last page, ~${BOOKINGS.toLocaleString('en')} rows in (median)`,
          ms(pages.deep),
          `${ratio(deepRatio)} of page 1 (goal <= 1.5x)`,
        ],
        [
          'plain OFFSET query, page 1 / deepest (reference)',
          `${ms(plain.first)} / ${ms(plain.deep)}`,
          `${ratio(plain.deep / plain.first)}`,
        ],
        [
          `GET /bookings/customer page 1, ${CONNECTIONS} connections, ${ROUNDS} x ${LOAD_SECONDS} s (median)`,
          `${Math.round(api.requestsPerSecond)} req/s`,
          `p50 ${api.p50Ms} ms, p99 ${api.p99Ms} ms`,
        ],
        ['bare node:http hello world, in turns with it', `${Math.round(bare.requestsPerSecond)} req/s`, ''],
        ['throughput ratio (median of the rounds)', ratio(throughputRatio), 'goal >= 0.35x'],
      ],
    };
  } finally {
    await app.close();
    await db.query('DELETE FROM users WHERE user_id = $1', [userId]);
  }
}
