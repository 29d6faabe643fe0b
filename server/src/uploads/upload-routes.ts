import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { UPLOAD_FIELD, UPLOAD_MAX_FILES, UploadReplySchema } from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { acceptFile, uploadStore, type AcceptedFile } from './accepted-files';
import type { FileStorage } from './file-storage';

const StoredNameSchema = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.(jpg|png|webp|pdf|docx|txt)$/)) });

export function uploadRoutes(app: FastifyInstance, deps: { db: Database; storage: FileStorage; config: ServerConfig }) {
  const { db, storage } = deps;
  const save = uploadStore(deps);

  route(app, {
    method: 'POST',
    url: '/uploads',
    summary: `Upload files (multipart parts named '${UPLOAD_FIELD}'): images, PDF, DOCX, TXT; 5 MB each, ${UPLOAD_MAX_FILES} at most`,
    tags: ['uploads'],
    public: true,
    multipart: { file: UPLOAD_FIELD, many: true },
    reply: UploadReplySchema,
    handler: async ({ request, reply }) => {
      if (!request.isMultipart()) throw new HttpError(415, `Send multipart/form-data with parts named '${UPLOAD_FIELD}'`);
      const accepted: AcceptedFile[] = [];
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== UPLOAD_FIELD) throw badRequest(`Files must be sent in parts named '${UPLOAD_FIELD}'`);
        accepted.push(await acceptFile(part));
      }
      if (accepted.length === 0) throw badRequest(`No files received in parts named '${UPLOAD_FIELD}'`);
      const urls = await save(accepted);
      reply.status(201);
      return { message: 'Files uploaded', urls };
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
