// `pnpm seed`: fills the database the server would open with the demo supplier, unless it is there.
import { AdminError } from '../admin/admin-error';
import { openCommandDatabase } from '../admin/command-database';
import { loadCommandConfig } from '../config';
import { databaseStorage } from '../uploads/file-storage';
import { DEMO_ACCOUNT } from './accounts';
import { seedDemo } from './demo';

try {
  const config = loadCommandConfig();
  const db = await openCommandDatabase(config);
  try {
    const started = Date.now();
    const result = await seedDemo(db, { storage: databaseStorage(db) });
    console.log(
      JSON.stringify(
        {
          created: result.created,
          message: result.created ? 'Demo data created' : 'Demo data already present; nothing added',
          login: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
          counts: result.counts,
          ms: Date.now() - started,
        },
        null,
        2,
      ),
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`Seeding failed: ${error instanceof AdminError ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
}
