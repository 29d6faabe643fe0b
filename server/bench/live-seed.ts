// The live bench's business (scripts/bench-live.mjs): MEMBERS members of one business, each signed
// in, and a booking whose customer writes in its conversation. Prints their tokens and the
// booking's number as JSON. Run with the servers' DATABASE_URL and JWT_SECRET.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

const members = Number(process.env.MEMBERS ?? '10');
const db = await openDatabase({ url: process.env.DATABASE_URL });
try {
  await migrate(db);
  const app = await buildApp({ db, config: loadConfig({ ...process.env, LOG_LEVEL: 'silent' }) });
  const user = async (role: 'supplier' | 'customer') =>
    (
      await db.query<{ user_id: string }>(
        `INSERT INTO users (full_name, email, password_hash, role) VALUES ('Bench Member', 'bench-' || gen_random_uuid() || '@bench.test', 'none', $1)
         RETURNING user_id`,
        [role],
      )
    )[0]!.user_id;
  const ownerId = await user('supplier');
  const [supplier] = await db.query<{ supplier_id: string }>(
    `INSERT INTO suppliers (user_id, supplier_type, profile_data) VALUES ($1, 'tour_operator', '{"business_name":"Bench Tours"}') RETURNING supplier_id`,
    [ownerId],
  );
  const supplierId = supplier!.supplier_id;
  const [booking] = await db.query<{ booking_number: number }>(
    `INSERT INTO bookings (supplier_id, customer_id, customer_name, tour_name, selected_date, selected_people, total_price)
     VALUES ($1, $2, 'Ayesha Khan', 'Hunza Valley Tour', current_date + 10, 2, 40000) RETURNING booking_number`,
    [supplierId, await user('customer')],
  );
  const client = { browser: 'Benchmark', ipAddress: '127.0.0.1' };
  const tokens: string[] = [await app.startSession({ userId: ownerId, supplierId }, client)];
  while (tokens.length < members) {
    const userId = await user('supplier');
    await db.query(`INSERT INTO supplier_members (supplier_id, user_id, role) VALUES ($1, $2, 'operations')`, [supplierId, userId]);
    tokens.push(await app.startSession({ userId, supplierId }, client));
  }
  await app.close();
  console.log(JSON.stringify({ tokens, bookingNumber: booking!.booking_number }));
} finally {
  await db.close();
}
