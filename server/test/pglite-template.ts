// `tsx test/pglite-template.ts <file>`: a migrated PGlite database, dumped to <file> for the test
// apps to start from (test/run.mjs makes it once per run). Making an empty PGlite cluster runs
// initdb, seconds per test app; loading a dump of one is a few times quicker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx test/pglite-template.ts <file>');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-pglite-template-'));
try {
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await db.close();
  const pglite = await PGlite.create(dataDir);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
