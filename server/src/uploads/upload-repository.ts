import type { Queryable } from '../db/database';

interface StoredFile {
  mime_type: string;
  private: boolean;
  /** False until a record uses it: a fresh upload, served only to its owner. */
  attached: boolean;
  owner_id: string | null;
}

/** What serving a stored file needs to know of it: its sniffed type, whether it is private or fresh, and whose. */
export async function storedFile(db: Queryable, storedName: string): Promise<StoredFile | null> {
  const [row] = await db.query<StoredFile>('SELECT mime_type, private, attached, owner_id FROM uploads WHERE stored_name = $1', [
    storedName,
  ]);
  return row ?? null;
}
