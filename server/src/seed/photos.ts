import { randomUUID } from 'node:crypto';

import type { Queryable } from '../db/database';
import type { FileStorage } from '../uploads/file-storage';
import { fileAddress } from '../uploads/file-urls';
import { landscapePng } from './landscape-png';
import { insertRows } from './rows';

/** The name a demo photo was "uploaded" under. */
const photoNameOf = (index: number) => `demo-landscape-${index + 1}.png`;
/** How many distinct demo photos the listings share. */
const PHOTO_COUNT = 10;

/** The demo photos: names chosen now, files drawn and stored when the seed is written. */
export interface PhotoPool {
  files: { name: string; index: number }[];
  /** The upload URLs of photos `first`, `first + 1`, ... (`count` of them, wrapping round the pool). */
  pick(first: number, count: number): string[];
}

export function planPhotos(): PhotoPool {
  const files = Array.from({ length: PHOTO_COUNT }, (_, index) => ({ name: `${randomUUID()}.png`, index }));
  return {
    files,
    pick: (first, count) =>
      Array.from({ length: count }, (_, i) => {
        const file = files[(first + i) % files.length]!;
        return fileAddress(file.name, photoNameOf(file.index));
      }),
  };
}

/** Draws the photos, stores them and records them as uploads, so GET /files/{name} serves them. */
export async function storePhotos(db: Queryable, storage: FileStorage | undefined, pool: PhotoPool, createdAt: Date): Promise<void> {
  const rows = [];
  for (const file of pool.files) {
    const bytes = landscapePng(file.index);
    await storage?.save(file.name, bytes, db);
    rows.push({
      stored_name: file.name,
      mime_type: 'image/png',
      size_bytes: bytes.length,
      original_name: photoNameOf(file.index),
      created_at: createdAt,
    });
  }
  await insertRows(db, 'uploads', rows);
}
