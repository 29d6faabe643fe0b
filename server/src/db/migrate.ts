import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { serverRoot } from '../config';
import type { Database } from './database';

const migrationsDir = join(serverRoot, 'migrations');

/**
 * Migrations that were renamed after databases had recorded them: old name -> new name. Two files
 * once shared the number 005; 005_token_versions.sql became 019 (it depends on nothing after 005).
 */
const RENAMED: Record<string, string> = { '005_token_versions.sql': '019_token_versions.sql' };

/** The number a migration file starts with ('007' of 007_password_resets.sql). */
const numberOf = (file: string) => /^(\d+)_/.exec(file)?.[1];

/** The migration files in order; refuses a file without a number or two files with one number. */
export function migrationFiles(dir = migrationsDir): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const seen = new Map<string, string>();
  for (const file of files) {
    const number = numberOf(file);
    if (!number) throw new Error(`Migration ${file} does not start with its number (NNN_name.sql)`);
    const other = seen.get(number);
    if (other) throw new Error(`Migrations ${other} and ${file} share the number ${number}; give each its own`);
    seen.set(number, file);
  }
  return files;
}

/**
 * Held by the transaction that reads or changes schema_migrations: API instances that start at the
 * same time on one database (and a seed beside them) apply each migration once, one after another.
 */
const MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(hashtext('portal schema_migrations'))";

/**
 * Applies the versioned SQL files in migrations/ that this database has not seen, in order, each
 * whole in its own transaction (see docs/adr/0018-migration-runner.md); answers those it applied.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = migrationFiles(dir);
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    for (const [old, renamed] of Object.entries(RENAMED)) {
      await tx.query('UPDATE schema_migrations SET version = $2 WHERE version = $1', [old, renamed]);
    }
  });
  const applied = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const done: string[] = [];
  for (const file of files.filter((f) => !applied.has(f))) {
    const sql = readFileSync(join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      // Another instance may have applied it while this one waited for the lock.
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file])).length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      return true;
    });
    if (ran) done.push(file);
  }
  return done;
}
