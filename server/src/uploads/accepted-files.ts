import { randomUUID } from 'node:crypto';

import type { MultipartFile } from '@fastify/multipart';

import { MULTIPART_REFUSALS } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse, templated } from '../http/errors';
import { wordValue } from '../http/message-values';
import { refuseNul } from '../http/nul';
import type { FileStorage } from './file-storage';
import { fileUrls } from './file-urls';
import { extensionOf, sniffMimeType } from './sniff';

/** A file part whose content is of an accepted type, under the name the server gives it. */
export interface AcceptedFile {
  name: string;
  bytes: Buffer;
  mime: string;
  original: string;
}

/**
 * Reads a multipart file part and accepts it by its content (magic numbers), never by its name or
 * declared type. Past the per-file limit, reading throws 413.
 */
export async function acceptFile(part: MultipartFile): Promise<AcceptedFile> {
  refuseNul({ [part.fieldname]: part.filename }, '');
  const bytes = await part.toBuffer();
  const mime = sniffMimeType(bytes);
  if (!mime) {
    const file = part.filename || wordValue({ en: 'A file', ur: 'یہ فائل' });
    throw refuse(MULTIPART_REFUSALS.fileType, { file }, [
      { field: part.fieldname, message: templated('{file}: unsupported file type', { file: part.filename }) },
    ]);
  }
  return { name: `${randomUUID()}.${extensionOf[mime]}`, bytes, mime, original: part.filename.slice(0, 200) };
}

/** Who a batch of files belongs to, and whether it is private from the start (attachments). */
export interface Ownership {
  ownerId: string;
  private: boolean;
}

/**
 * Stores accepted files for their owner and records them, so GET /files/{name} serves them;
 * answers their own addresses. The owner's files may take up UPLOAD_QUOTA_MB in all: one upload
 * of an account at a time is counted against what is stored. A failure stores and records nothing.
 */
export function uploadStore({ db, storage, config }: { db: Database; storage: FileStorage; config: ServerConfig }) {
  const urls = fileUrls(config);
  const quota = config.UPLOAD_QUOTA_MB * 1024 * 1024;
  return async function save(files: readonly AcceptedFile[], { ownerId, private: isPrivate }: Ownership): Promise<string[]> {
    const written: string[] = [];
    try {
      await db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE user_id = $1 FOR UPDATE', [ownerId]);
        const [row] = await tx.query<{ used: number }>(
          'SELECT coalesce(sum(size_bytes), 0)::bigint AS used FROM uploads WHERE owner_id = $1',
          [ownerId],
        );
        const adding = files.reduce((sum, file) => sum + file.bytes.length, 0);
        if ((row?.used ?? 0) + adding > quota) {
          throw refuse(MULTIPART_REFUSALS.overQuota, { quota: config.UPLOAD_QUOTA_MB });
        }
        for (const file of files) {
          await tx.query(
            // Fresh (not attached) until a record uses it.
            'INSERT INTO uploads (stored_name, mime_type, size_bytes, original_name, owner_id, private, attached) VALUES ($1, $2, $3, $4, $5, $6, false)',
            [file.name, file.mime, file.bytes.length, file.original, ownerId, isPrivate || !file.mime.startsWith('image/')],
          );
        }
        for (const file of files) {
          await storage.save(file.name, file.bytes, tx);
          written.push(file.name);
        }
      });
    } catch (error) {
      await Promise.all(written.map((name) => storage.remove(name)));
      throw error;
    }
    return files.map((file) => urls.urlOf(file.name, file.original));
  };
}
