import type { Queryable } from '../db/database';

/** What serving a stored file needs to know of it: its sniffed type and whether it is private. */
export async function storedFile(db: Queryable, storedName: string): Promise<{ mime_type: string; private: boolean } | null> {
  const [row] = await db.query<{ mime_type: string; private: boolean }>('SELECT mime_type, private FROM uploads WHERE stored_name = $1', [
    storedName,
  ]);
  return row ?? null;
}
