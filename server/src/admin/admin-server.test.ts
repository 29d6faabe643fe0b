import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { DEMO_SUPPLIER, type Listing } from '@portal/contracts';

import { ADMIN_COMMAND_PATH, ADMIN_KEY_HEADER } from './server-link';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

// Embedded PGlite serves one process per data folder: this is what the command works around.
describe(
  'the admin command while `npm start` runs the server on PGlite',
  { skip: process.env.TEST_DATABASE_URL ? 'a PGlite data folder only' : false },
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-server-'));
    // The token secret where `npm start` keeps it: a file in the data folder, made on the first start.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      JWT_SECRET_FILE: join(dataDir, 'jwt-secret'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL;
    const tsx = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env, encoding: 'utf8' });
    const admin = (...args: string[]) => tsx('src/admin/main.ts', ...args);
    let server: ChildProcess;
    let base: string;
    let token: string;

    before(async () => {
      assert.equal(tsx('src/seed/main.ts').status, 0);
      server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'ignore' });
      for (let waited = 0; !existsSync(join(dataDir, 'server.json')); waited += 100) {
        if (waited > 60_000) throw new Error('the server did not start');
        await sleep(100);
      }
      base = (JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { url: string }).url;
      const login = await fetch(`${base}/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_SUPPLIER),
      });
      token = ((await login.json()) as { token: string }).token;
    });
    after(() => {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    const listing = async (id: string) =>
      (await (await fetch(`${base}/listings/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Listing;
    const queue = () => JSON.parse(admin('list-listings').stdout) as { listing_id: string; status: string; supplier_email: string }[];

    it('approves and rejects through the running server, which e-mails the supplier', async () => {
      const waiting = queue().filter((l) => l.supplier_email === DEMO_SUPPLIER.email);
      const submitted = waiting.find((l) => l.status === 'pending_review')!;
      const edited = waiting.find((l) => l.status === 'edit_pending_review')!;

      const approved = admin('approve-listing', submitted.listing_id);
      assert.equal(approved.status, 0, approved.stderr);
      assert.equal((JSON.parse(approved.stdout) as { status: string }).status, 'approved');
      assert.equal((await listing(submitted.listing_id)).status, 'approved');

      const rejected = admin('reject-listing', edited.listing_id, '--reason', 'Blurry photos', '--field', 'meta_data.photos');
      assert.equal(rejected.status, 0, rejected.stderr);
      const after = await listing(edited.listing_id);
      assert.deepEqual(
        [after.status, after.pending_changes, after.review?.reason, after.review?.field],
        ['approved', [], 'Blurry photos', 'meta_data.photos'],
      );
      // The two decisions' e-mails; the test's own sign-in from a new browser is announced apart.
      const mails = readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.txt'));
      const decisions = mails.filter((f) => !readFileSync(join(dataDir, 'mail', f), 'utf8').includes('New sign-in'));
      assert.equal(decisions.length, 2);
    });

    it('adds a booking through the running server, which refuses a closed date with its note', () => {
      const added = admin('add-booking', '--supplier', DEMO_SUPPLIER.email, '--people', '2');
      assert.equal(added.status, 0, added.stderr);
      assert.match((JSON.parse(added.stdout) as { start_time: string }).start_time, /^\d{2}:\d{2}$/);
      const hunza = (
        JSON.parse(admin('list-listings', '--supplier', DEMO_SUPPLIER.email, '--status', 'approved').stdout) as {
          listing_id: string;
          title: string;
        }[]
      ).find((l) => l.title === 'Hunza Valley 5-Day Tour')!;
      // The demo's landslide closes the tour from two days ago to three days ahead.
      const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const refused = admin('add-booking', '--supplier', DEMO_SUPPLIER.email, '--listing', hunza.listing_id, '--date', date);
      assert.equal(refused.status, 1);
      assert.equal(
        refused.stderr.trim(),
        `Hunza Valley 5-Day Tour is closed on ${date} at 10:00: Road closed by landslide on the Karakoram Highway.`,
      );
    });

    it("plays the customer through the running server: a booking request, then the customer's message in its conversation", () => {
      const requested = admin('request-booking', '--supplier', DEMO_SUPPLIER.email, '--customer', 'Zara Qureshi');
      assert.equal(requested.status, 0, requested.stderr);
      const booking = JSON.parse(requested.stdout) as { booking_id: string; booking_number: number; booking_status: string };
      assert.equal(booking.booking_status, 'pending');
      const written = admin('customer-message', `#${booking.booking_number}`, 'Is pickup from the hotel included?');
      assert.equal(written.status, 0, written.stderr);
      const message = JSON.parse(written.stdout) as { booking_id: string; message_text: string };
      assert.deepEqual([message.booking_id, message.message_text], [booking.booking_id, 'Is pickup from the hotel included?']);
    });

    it("reports the server's refusal as a mistake", () => {
      const again = admin('reject-listing', queue()[0]!.listing_id);
      assert.equal(again.status, 1);
      assert.match(again.stderr, /needs a reason/);
      const unknown = admin('approve-listing', '00000000-0000-4000-8000-000000000000');
      assert.deepEqual([unknown.status, unknown.stdout], [1, '']);
      assert.match(unknown.stderr, /Listing not found/);
    });

    it('hides the internal route from anyone without the key, and from the OpenAPI document', async () => {
      const wrong = await fetch(`${base}${ADMIN_COMMAND_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ADMIN_KEY_HEADER]: 'guess' },
        body: JSON.stringify({ name: 'help', positionals: [], options: {} }),
      });
      assert.equal(wrong.status, 404);
      const document = await (await fetch(`${base}/openapi.json`)).text();
      assert.equal(document.includes('internal'), false);
    });

    it('opens the database itself once the server has stopped', async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      assert.equal(existsSync(join(dataDir, 'server.json')), false);
      const direct = admin('list-listings', '--supplier', DEMO_SUPPLIER.email, '--status', 'approved');
      assert.equal(direct.status, 0, direct.stderr);
      assert.ok((JSON.parse(direct.stdout) as unknown[]).length > 10);
    });
  },
);
