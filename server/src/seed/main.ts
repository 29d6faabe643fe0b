// `pnpm seed`: fills the database the server would open with the demo supplier, unless it is there.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_ACCOUNT } from './accounts';
import { seedDemo } from './demo';

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrate(db);
  const started = Date.now();
  const result = await seedDemo(db);
  console.log(JSON.stringify({
    created: result.created,
    message: result.created ? 'Demo data created' : 'Demo data already present; nothing added',
    login: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    counts: result.counts,
    ms: Date.now() - started,
  }, null, 2));
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
