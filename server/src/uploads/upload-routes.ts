import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { UPLOAD_FIELD, UPLOAD_MAX_FILES, UploadReplySchema } from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import type { FileStorage } from './file-storage';
import { extensionOf, sniffMimeType } from './sniff';

const StoredNameSchema = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.(jpg|png|webp|pdf|docx|txt)$/)) });

export function uploadRoutes(app: FastifyInstance, deps: { db: Database; storage: FileStorage; config: ServerConfig }) {
  const { db, storage, config } = deps;

  route(app, {
    method: 'POST',
    url: '/uploads',
    summary: `Upload files (multipart parts named '${UPLOAD_FIELD}'): images, PDF, DOCX, TXT; 5 MB each, ${UPLOAD_MAX_FILES} at most`,
    tags: ['uploads'],
    public: true,
    multipart: true,
    reply: UploadReplySchema,
    handler: async ({ request, reply }) => {
      if (!request.isMultipart()) throw new HttpError(415, `Send multipart/form-data with parts named '${UPLOAD_FIELD}'`);
      const accepted: { name: string; bytes: Buffer; mime: string; original: string }[] = [];
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== UPLOAD_FIELD) throw badRequest(`Files must be sent in parts named '${UPLOAD_FIELD}'`);
        const bytes = await part.toBuffer(); // throws 413 past the per-file limit
        const mime = sniffMimeType(bytes);
        if (!mime) {
          throw new HttpError(415, `${part.filename || 'A file'} is not an accepted type (JPEG, PNG, WebP, PDF, DOCX or TXT)`, [
            { field: UPLOAD_FIELD, message: `${part.filename}: unsupported file type` },
          ]);
        }
        accepted.push({ name: `${randomUUID()}.${extensionOf[mime]}`, bytes, mime, original: part.filename.slice(0, 200) });
      }
      if (accepted.length === 0) throw badRequest(`No files received in parts named '${UPLOAD_FIELD}'`);
      for (const file of accepted) {
        await storage.save(file.name, file.bytes);
        await db.query('INSERT INTO uploads (stored_name, mime_type, size_bytes, original_name) VALUES ($1, $2, $3, $4)', [
          file.name, file.mime, file.bytes.length, file.original,
        ]);
      }
      reply.status(201);
      return { message: 'Files uploaded', urls: accepted.map((f) => `${config.PUBLIC_URL}/api/v1/files/${f.name}`) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/files/:name',
    summary: 'An uploaded file, by the name the server gave it',
    tags: ['uploads'],
    public: true,
    params: StoredNameSchema,
    handler: async ({ params, reply }) => {
      const [row] = await db.query<{ mime_type: string }>('SELECT mime_type FROM uploads WHERE stored_name = $1', [params.name]);
      const stream = row ? await storage.open(params.name) : null;
      if (!row || !stream) throw notFound('File not found');
      return reply
        .header('Content-Type', row.mime_type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', row.mime_type.startsWith('image/') ? 'inline' : 'attachment')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(stream);
    },
  });
}
