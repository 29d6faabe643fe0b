import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';

const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrate(db);
const app = await buildApp({ db, config });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.close()).then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
