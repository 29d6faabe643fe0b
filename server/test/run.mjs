// Finds the server's *.test.ts files and runs them with tsx, so TypeScript, ESM and PGlite load
// natively: in two processes (one per core), each taking its share of the files one after another
// (test/in-process.ts), rather than node --test's process per file. Arguments name files to run
// instead of all. On PGlite, the test apps start from one migrated database made here
// (test/pglite-template.ts) instead of each making its own.
// `--pglite-guard` runs only PGLITE_GUARD: CI runs every file once on PostgreSQL, as production
// does, and these on embedded PGlite (docs/adr/0024-server-tests-once.md).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PROCESSES = 2;
/**
 * What embedded PGlite (`npm start` and `pnpm dev` without DATABASE_URL) does differently from
 * PostgreSQL, each file on it: its driver and adapter (parameters, types, bytes, scripts, LISTEN on
 * its one connection), migrations from an empty database and the template, its data folder, several
 * instances and concurrent transactions sharing one connection, and the seed's demo data.
 */
const PGLITE_GUARD = [
  'src/db/database.test.ts',
  'src/db/migrate.test.ts',
  'src/db/paged-query.test.ts',
  'src/uploads/file-storage.test.ts',
  'src/admin/admin-server.test.ts',
  'src/live/event-stream.test.ts',
  'src/several-instances.test.ts',
  'src/availability/booking-race.test.ts',
  'src/bookings/cancel-departures.test.ts',
  'src/bookings/departure-day.test.ts',
  'src/bookings/reschedule-booking.test.ts',
  'src/calendar-feeds/calendar-feed.test.ts',
  'src/seed/seed.test.ts',
];
const guard = process.argv.includes('--pglite-guard');
const named = process.argv.slice(2).filter((arg) => arg !== '--pglite-guard');
const files = guard
  ? PGLITE_GUARD
  : named.length
    ? named
    : readdirSync('src', { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => `src/${f}`);

/**
 * Files whose running time their size does not tell, in seconds of a quiet CI run: a property-based
 * sweep of every operation, and a mailer that waits as a distant SMTP server would. The others run
 * at about 6.4 KB of test file a second (28 Nov: 540 KB in 84 s).
 */
const SLOW_FILES = { 'src/openapi/openapi-sweep.test.ts': 50, 'src/auth/password-reset.test.ts': 16 };
const BYTES_PER_SECOND = 6_400;
/** @param {string} file */
const weightOf = (file) => {
  const seconds = /** @type {Record<string, number | undefined>} */ (SLOW_FILES)[file];
  return seconds === undefined ? statSync(file).size : seconds * BYTES_PER_SECOND;
};

/** The files in `count` shares of about equal running time (heaviest first to the lightest share), each share in name order. */
function shares(count) {
  const bySize = files.map((file) => ({ file, size: weightOf(file) })).sort((a, b) => b.size - a.size);
  const groups = Array.from({ length: count }, () => ({ size: 0, files: /** @type {string[]} */ ([]) }));
  for (const { file, size } of bySize) {
    const smallest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    smallest.size += size;
    smallest.files.push(file);
  }
  return groups.map((group) => group.files.sort()).filter((share) => share.length > 0);
}

/** Runs one share in a process of its own, its output's lines marked with the share's number; answers its exit status. */
function runShare(share, index, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/in-process.ts', ...share], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const mark = (stream, out) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${index + 1}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${index + 1}] ${rest}\n`));
  };
  mark(child.stdout, process.stdout);
  mark(child.stderr, process.stderr);
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

async function runTests(env) {
  const statuses = await Promise.all(shares(PROCESSES).map((share, index) => runShare(share, index, env)));
  return statuses.find((status) => status !== 0) ?? 0;
}

/** A TypeScript script with tsx; answers its exit status. */
const tsx = (args, env = process.env) => spawnSync(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit', env }).status ?? 1;

if (process.env.TEST_DATABASE_URL && !guard) process.exit(await runTests(process.env));
// The guard is PGlite's, whatever the environment names.
const pgliteEnv = { ...process.env };
delete pgliteEnv.TEST_DATABASE_URL;
const templateDir = mkdtempSync(join(tmpdir(), 'portal-server-tests-'));
const template = join(templateDir, 'migrated.tar');
let status = 1;
try {
  status = tsx(['test/pglite-template.ts', template], pgliteEnv) || (await runTests({ ...pgliteEnv, PGLITE_TEMPLATE: template }));
} finally {
  rmSync(templateDir, { recursive: true, force: true });
}
process.exit(status);
