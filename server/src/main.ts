import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { API_PREFIX } from '@portal/contracts';

import { announceServer, ensureAdminKey, localUrl } from './admin/server-link';
import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createMailer } from './mail/mailer';
import { scheduleNotificationMail } from './notification-mail/mail-dispatcher';
import { importUploadsFolder } from './uploads/file-storage';

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  console.error(`The server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrate(db);
// With a data folder, the admin command can run through this server while it holds the database.
const adminKey = config.dataDir ? ensureAdminKey(config.dataDir) : undefined;
const app = await buildApp({ db, config, adminKey });
// Files an earlier version kept on this server's disk, copied into the database once (ADR 0021).
const imported = config.dataDir ? await importUploadsFolder(db, join(config.dataDir, 'uploads')) : 0;
if (imported > 0) app.log.warn(`copied ${imported} uploaded files from ${config.dataDir}/uploads into the database`);

await app.listen({ port: config.PORT, host: config.HOST });
const { port } = app.server.address() as AddressInfo;
const forget = config.dataDir
  ? announceServer(config.dataDir, { pid: process.pid, url: localUrl(config.HOST, port, API_PREFIX) })
  : () => {};
// Every instance runs it; each member's cursor row lock lets only one of them mail that member.
const stopMail = scheduleNotificationMail({ db, config, mailer: createMailer(config) }, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    forget();
    stopMail();
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
