import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import type { Database, Queryable } from '../db/database';

/** Where uploaded files live: the database every API instance reads (ADR 0021); an object store could implement the same. */
export interface FileStorage {
  /** Stores a file; in `tx` when given, so it is kept or rolled back with the records written there. */
  save(name: string, bytes: Buffer, tx?: Queryable): Promise<void>;
  open(name: string): Promise<Readable | null>;
  /** Removes a file if it is there (a failed upload's, so none is left without its record). */
  remove(name: string): Promise<void>;
}

/** PGlite answers a bytea as a Uint8Array, pg as a Buffer: a Buffer over the same memory either way. */
const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Files as rows of stored_files (migration 027), on PGlite as on PostgreSQL. */
export function databaseStorage(db: Database): FileStorage {
  return {
    async save(name, bytes, tx = db) {
      await tx.query('INSERT INTO stored_files (stored_name, bytes) VALUES ($1, $2)', [name, bytes]);
    },
    async open(name) {
      const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_files WHERE stored_name = $1', [name]);
      // One chunk: the file is in memory already, and a Buffer is not split into bytes by Readable.from.
      return row ? Readable.from([bufferOf(row.bytes)]) : null;
    },
    async remove(name) {
      await db.query('DELETE FROM stored_files WHERE stored_name = $1', [name]);
    },
  };
}

/**
 * Before stored_files, uploads were files in <data folder>/uploads on the one server's disk. On the
 * first start with the table empty, the files that folder holds for a recorded upload are copied in
 * (once: the table is not empty afterwards); the folder is left as it was. Answers how many.
 */
export async function importUploadsFolder(db: Database, folder: string): Promise<number> {
  const [row] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM stored_files) AS any');
  if (row?.any) return 0;
  const names = await readdir(folder).catch(() => [] as string[]);
  let copied = 0;
  for (const name of names) {
    const bytes = await readFile(join(folder, name)).catch(() => null);
    if (!bytes) continue;
    // Another instance starting at the same time may copy the same file: the first copy stays.
    const inserted = await db.query(
      `INSERT INTO stored_files (stored_name, bytes)
       SELECT stored_name, $2 FROM uploads WHERE stored_name = $1
       ON CONFLICT (stored_name) DO NOTHING RETURNING stored_name`,
      [name, bytes],
    );
    copied += inserted.length;
  }
  return copied;
}
