// `pnpm --filter server bench`: the provider API's figures, each against a baseline measured in
// the same run. Runs on PostgreSQL when DATABASE_URL is set, otherwise on a fresh in-memory PGlite.
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { benchBookings } from './bookings';

function printTable(title: string, rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`\n${title}`);
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd()}`,
    );
}

const db = await openDatabase({ url: process.env.DATABASE_URL });
try {
  await migrate(db);
  const bookings = await benchBookings(db);
  printTable(`Bookings (${db.kind})`, [['measure', 'value', 'ratio'], ...bookings.rows]);
} finally {
  await db.close();
}
