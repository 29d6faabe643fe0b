import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { API_PREFIX } from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import type { FileStorage } from './file-storage';
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
  const bytes = await part.toBuffer();
  const mime = sniffMimeType(bytes);
  if (!mime) {
    throw new HttpError(415, `${part.filename || 'A file'} is not an accepted type (JPEG, PNG, WebP, PDF, DOCX or TXT)`, [
      { field: part.fieldname, message: `${part.filename}: unsupported file type` },
    ]);
  }
  return { name: `${randomUUID()}.${extensionOf[mime]}`, bytes, mime, original: part.filename.slice(0, 200) };
}

/** Stores accepted files and records them, so GET /files/{name} serves them; answers their URLs. */
export function uploadStore({ db, storage, config }: { db: Queryable; storage: FileStorage; config: ServerConfig }) {
  return async function save(files: readonly AcceptedFile[]): Promise<string[]> {
    for (const file of files) {
      await storage.save(file.name, file.bytes);
      await db.query('INSERT INTO uploads (stored_name, mime_type, size_bytes, original_name) VALUES ($1, $2, $3, $4)', [
        file.name, file.mime, file.bytes.length, file.original,
      ]);
    }
    return files.map((file) => `${config.PUBLIC_URL}${API_PREFIX}/files/${file.name}`);
  };
}
