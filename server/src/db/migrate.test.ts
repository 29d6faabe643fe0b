import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { createTestApp, type TestApp } from '../../test/test-app';
import { migrate, migrationFiles } from './migrate';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** A folder of migration files for one test, removed afterwards. */
function folderOf(files: Record<string, string>): { dir: string; [Symbol.dispose]: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return { dir, [Symbol.dispose]: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('migration files', () => {
  it('each have a number of their own', () => {
    const numbers = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.slice(0, f.indexOf('_')));
    assert.deepEqual(
      numbers.filter((n, i) => numbers.indexOf(n) !== i),
      [],
    );
    assert.ok(
      numbers.every((n) => /^\d{3}$/.test(n)),
      numbers.join(' '),
    );
  });

  it('are refused when two share a number, before any runs', () => {
    using folder = folderOf({ '005_one.sql': 'SELECT 1;', '005_two.sql': 'SELECT 2;' });
    assert.throws(() => migrationFiles(folder.dir), /005_one\.sql and 005_two\.sql share the number 005/);
  });
});

describe('migrating a database', () => {
  let test: TestApp;
  before(async () => {
    test = await createTestApp();
  });
  after(() => test.close());

  it('upgrades a database that recorded 005_token_versions.sql without running it again', async () => {
    await test.db.query(`UPDATE schema_migrations SET version = '005_token_versions.sql' WHERE version = '019_token_versions.sql'`);
    assert.deepEqual(await migrate(test.db), []);
    const versions = (await test.db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version);
    assert.ok(versions.includes('019_token_versions.sql'));
    assert.ok(!versions.includes('005_token_versions.sql'));
  });

  it('runs a migration whole, with a function whose body holds semicolons', async () => {
    using folder = folderOf({
      '900_function.sql': `-- A comment; with a semicolon
CREATE FUNCTION twice(n int) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  n := n * 2;
  RETURN n;
END;
$$;
CREATE TABLE doubled AS SELECT twice(21) AS n;`,
    });
    assert.deepEqual(await migrate(test.db, folder.dir), ['900_function.sql']);
    assert.deepEqual(await test.db.query('SELECT n FROM doubled'), [{ n: 42 }]);
  });

  it('applies each migration once when two instances start at the same time', async () => {
    using folder = folderOf({
      // Long enough that the other instance finds it pending before it is recorded.
      '902_table.sql': 'CREATE TABLE started_together (n int); SELECT pg_sleep(0.3);',
      '903_row.sql': 'INSERT INTO started_together VALUES (1);',
    });
    const other = await test.connectAgain();
    const applied = await Promise.all([migrate(test.db, folder.dir), migrate(other, folder.dir)]);
    assert.deepEqual(applied.flat().sort(), ['902_table.sql', '903_row.sql']);
    assert.deepEqual(await test.db.query('SELECT n FROM started_together'), [{ n: 1 }]);
  });

  it('leaves nothing of a migration that fails part-way', async () => {
    using folder = folderOf({ '901_half.sql': "CREATE TABLE half (n int);\nINSERT INTO half VALUES ('not a number');" });
    await assert.rejects(migrate(test.db, folder.dir));
    assert.deepEqual(await test.db.query(`SELECT to_regclass('half') AS t`), [{ t: null }]);
    assert.deepEqual(await test.db.query(`SELECT version FROM schema_migrations WHERE version = '901_half.sql'`), []);
  });
});
