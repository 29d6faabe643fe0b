import { readFileSync } from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { SUPPLIER_TERMS_VERSION, type SupplierType } from '@portal/contracts';

import { buildApp } from '../src/app';
import { type ServerConfig, testConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import type { Mailer } from '../src/mail/mailer';
import { databaseStorage, type FileStorage } from '../src/uploads/file-storage';
import { recordRefusals } from './refusal-record';
import { PNG_BYTES, sampleProfile, uploadTestFile } from './sample-profiles';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The app's files, in its database as the server keeps them. */
  storage: FileStorage;
  config: ServerConfig;
  /** The same database through connections of its own on PostgreSQL (embedded PGlite: its one); closed with the app. */
  connectAgain: () => Promise<Database>;
  /** Another API instance on the same database (connectAgain), as behind a load balancer; closed with this one. */
  another: () => Promise<FastifyInstance>;
  /** On PostgreSQL, the address of the app's own schema: another app made with it is a second instance on one database. */
  databaseUrl?: string;
  close: () => Promise<void>;
}

let template: Blob | undefined;

/** The migrated database test/run.mjs dumped (PGLITE_TEMPLATE), read once per test file; none when a file runs alone. */
function migratedTemplate(): Blob | undefined {
  const file = process.env.PGLITE_TEMPLATE;
  if (file && !template) template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * A fresh app on its own database (`env` overrides the test configuration): in-memory PGlite, or the real PostgreSQL of TEST_DATABASE_URL
 * (each app then gets a schema of its own, so suites can run side by side).
 */
export async function createTestApp(
  options: { mailer?: Mailer; env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  let db: Database;
  let databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    db = await openDatabase({ url: databaseUrl });
  } else if (url) {
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDatabase({ url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;
    db = await openDatabase({ url: databaseUrl });
  } else {
    db = await openDatabase({ copyOf: migratedTemplate() });
  }
  await migrate(db);
  const config = testConfig(options.env);
  const app = await buildApp({ db, config, mailer: options.mailer });
  recordRefusals(app);
  await app.ready();
  const others: FastifyInstance[] = [];
  const connections: Database[] = [];
  const connectAgain = async () => {
    // Embedded PGlite is one process's: there every instance shares its one connection.
    if (!databaseUrl) return db;
    const again = await openDatabase({ url: databaseUrl });
    connections.push(again);
    return again;
  };
  return {
    app,
    db,
    storage: databaseStorage(db),
    config,
    connectAgain,
    another: async () => {
      const other = await buildApp({ db: await connectAgain(), config, mailer: options.mailer });
      await other.ready();
      others.push(other);
      return other;
    },
    databaseUrl,
    close: async () => {
      for (const other of others) await closeApp(other);
      for (const connection of connections) await connection.close();
      await closeApp(app);
      await db.close();
    },
  };
}

/**
 * Closes an app without waiting out the keep-alive (Fastify's 72 s) of a connection a test's client
 * left open: an event stream's fetch, aborted, keeps its socket (a browser's EventSource closes
 * it). Once the server stops listening (its preClose hooks have ended the event streams), the
 * connections left are dropped; a test has no request of its own in flight by then.
 */
async function closeApp(app: FastifyInstance): Promise<void> {
  const listened = app.server.listening;
  const drop = setInterval(() => {
    if (listened && !app.server.listening) app.server.closeAllConnections();
  }, 20);
  try {
    await app.close();
  } finally {
    clearInterval(drop);
  }
}

export const api = (path: string) => `/api/v1${path}`;

export interface SignedIn {
  token: string;
  userId: string;
  supplierId: string | null;
  headers: { authorization: string };
}

let counter = 0;

/** Registers a user and (unless told otherwise) a supplier through the API, and signs in. */
export async function signUpSupplier(
  app: FastifyInstance,
  options: { type?: string; profile_data?: Record<string, unknown>; supplier?: boolean } = {},
): Promise<SignedIn> {
  counter += 1;
  const email = `supplier${counter}-${Date.now()}@example.test`;
  const password = 'secret123';
  const user = await app.inject({
    method: 'POST',
    url: api('/users/register'),
    payload: { full_name: `Supplier ${counter}`, email, phone_number: '+923001234567', password },
  });
  if (user.statusCode !== 201) throw new Error(`register failed: ${user.body}`);
  const {
    user: { user_id: userId },
    token,
  } = user.json<{ user: { user_id: string }; token: string }>();
  if (options.supplier === false) return { token, userId, supplierId: null, headers: { authorization: `Bearer ${token}` } };
  // profile_data is validated per type, its documents must be uploads of this server.
  const type = (options.type ?? 'tour_operator') as SupplierType;
  const auth = { authorization: `Bearer ${token}` };
  const sample = sampleProfile(type, {
    email,
    document: await uploadTestFile(app, auth),
    photo: await uploadTestFile(app, auth, 'photo.png', PNG_BYTES),
  });
  const supplier = await app.inject({
    method: 'POST',
    url: api('/suppliers/register'),
    headers: auth,
    payload: {
      supplier_type: type,
      profile_data: { ...sample, ...options.profile_data },
      user_id: userId,
      accepted_terms_version: SUPPLIER_TERMS_VERSION,
    },
  });
  if (supplier.statusCode !== 201) throw new Error(`supplier register failed: ${supplier.body}`);
  const reply = supplier.json<{ token: string; supplier: { supplier_id: string } }>();
  return { token: reply.token, userId, supplierId: reply.supplier.supplier_id, headers: { authorization: `Bearer ${reply.token}` } };
}
