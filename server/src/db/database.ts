import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlValue = string | number | boolean | null | Date | Uint8Array | readonly unknown[] | Record<string, unknown>;

/** The little the services need from PostgreSQL, whether a real server or embedded PGlite. */
export interface Database {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs statements on one connection inside BEGIN/COMMIT; rolls back when fn throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements (migrations) as PostgreSQL's simple query protocol does:
   * the server parses it, so a dollar-quoted body with semicolons inside stays whole.
   */
  exec(sql: string): Promise<void>;
  /**
   * Hears every NOTIFY on `channel`, from any connection or instance, until the answered function
   * stops listening. `onReconnect` is called when a dropped connection listens again: what was
   * notified in between was missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'postgres' | 'pglite';
}

export type Queryable = Pick<Database, 'query'>;
/** What a transaction's function is given: its statements, and scripts (a migration) in it. */
type Transaction = Pick<Database, 'query' | 'exec'>;

// Pass jsonb objects as JSON text; pg and PGlite both accept that for json/jsonb parameters. Bytes
// (a Buffer, for bytea) go as they are.
const toParam = (value: SqlValue): unknown =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array) && !Array.isArray(value)
    ? JSON.stringify(value)
    : value;

/**
 * A transaction's statements on its one connection, each after the previous has finished: the
 * services ask for several at once (Promise.all), which pg deprecates on a single client.
 */
function oneAtATime(client: pg.PoolClient): Transaction {
  let previous: Promise<unknown> = Promise.resolve();
  const next = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(run);
    previous = result.catch(() => undefined);
    return result;
  };
  return {
    query: <Row extends object>(sql: string, params: readonly SqlValue[] = []) =>
      next(() => client.query(sql, params.map(toParam))).then((answer) => answer.rows as Row[]),
    // No parameters: pg sends the text as one simple query, which may hold several statements.
    exec: (sql: string) => next(() => client.query(sql)).then(() => undefined),
  };
}

/** How long a dropped listening connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000;

/** A channel name as LISTEN takes it (no quoting of user input: the names are the code's own). */
function channelName(channel: string): string {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/**
 * LISTEN on a connection of its own, outside the pool (a pooled one would be handed to other
 * queries and lose it). A dropped connection is replaced after a second, for as long as listening
 * lasts; the first one must connect, so a wrong address fails at once.
 */
async function postgresListener(url: string, channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = () => {
      if (dropped || stopped) return;
      dropped = true;
      client = null;
      void next.end().catch(() => undefined);
      // A failed attempt drops its own connection, which tries again.
      retry = setTimeout(() => void connect().then(onReconnect, () => undefined), RELISTEN_DELAY_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`LISTEN ${channelName(channel)}`);
    } catch (error) {
      drop();
      throw error;
    }
    client = next;
  };
  await connect().catch((error: unknown) => {
    stopped = true;
    clearTimeout(retry);
    throw error;
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

function postgresDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // Dates come back as ISO strings rather than Date objects at midnight in the server's zone.
  pg.types.setTypeParser(1082, (text) => text);
  pg.types.setTypeParser(20, (text) => Number(text));
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await pool.query(sql, params.map(toParam));
      return result.rows as Row[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(oneAtATime(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    listen: (channel, onPayload, onReconnect) => postgresListener(url, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

async function pgliteDatabase(dataDir: string | undefined, copyOf: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    parsers: { 1082: (text: string) => text, 20: (text: string) => Number(text) },
    loadDataDir: copyOf,
  });
  const run = async <Row extends object>(target: Pick<PGlite, 'query'>, sql: string, params: readonly SqlValue[] = []) =>
    (await target.query<Row>(sql, params.map(toParam))).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: (sql, params) => run(tx, sql, params),
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    async exec(sql) {
      await db.exec(sql);
    },
    // One process, one connection: a notification is never missed, so there is nothing to reconnect.
    async listen(channel, onPayload) {
      const stop = await db.listen(channelName(channel), onPayload);
      return async () => {
        if (!db.closed) await stop();
      };
    },
    close: () => db.close(),
  };
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite, on disk or in memory, made
 * from `copyOf` (a data directory PGlite dumped) when given one rather than from an empty cluster.
 */
export function openDatabase(options: { url?: string; dataDir?: string; copyOf?: Blob }): Promise<Database> {
  return options.url ? Promise.resolve(postgresDatabase(options.url)) : pgliteDatabase(options.dataDir, options.copyOf);
}
