import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { UPLOAD_FIELD, UPLOAD_MAX_FILES, UploadReplySchema } from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import { perAccount } from '../http/rate-limits';
import { route } from '../http/route';
import { principalOf } from '../plugins/auth';
import { acceptFile, uploadStore, type AcceptedFile } from './accepted-files';
import type { FileStorage } from './file-storage';
import { fileUrls } from './file-urls';
import { readMultipart } from './multipart-form';
import { storedFile } from './upload-repository';

const StoredNameSchema = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.(jpg|png|webp|pdf|docx|txt)$/)) });
const LabelledNameSchema = v.object({ ...StoredNameSchema.entries, label: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) });
const SignedLinkSchema = v.object({
  expires: v.optional(v.pipe(v.string(), v.maxLength(20))),
  signature: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

/**
 * A served file is never a page of this origin: its sniffed type, never guessed again (nosniff, set
 * for every reply), a policy that runs nothing and sandboxes it if opened, and documents downloaded.
 */
const fileHeaders = (mime: string) => ({
  'content-type': mime,
  'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
  'content-disposition': mime.startsWith('image/') ? 'inline' : 'attachment',
});

export function uploadRoutes(app: FastifyInstance, deps: { db: Database; storage: FileStorage; config: ServerConfig }) {
  const { db, storage, config } = deps;
  const save = uploadStore(deps);
  const urls = fileUrls(config);

  route(app, {
    method: 'POST',
    url: '/uploads',
    summary:
      `Upload files (multipart parts named '${UPLOAD_FIELD}'): JPEG, PNG, WebP, PDF, DOCX or TXT by content, 5 MB each, ${UPLOAD_MAX_FILES} at most. ` +
      'Unlike the spec, which needs no sign-in here, a token is required (sign-up has the one users/register answers): every file has an owner, ' +
      `counted against a quota of ${config.UPLOAD_QUOTA_MB} MB and a rate limit per account. Answers each file's address: images are public ` +
      'until attached as a document or attachment; other files are private, served through the signed links the API answers with their records',
    tags: ['uploads'],
    multipart: { file: UPLOAD_FIELD, many: true },
    reply: UploadReplySchema,
    rateLimit: perAccount(config.UPLOAD_RATE_LIMIT, '1 minute'),
    handler: async ({ request, reply }) => {
      const { userId } = principalOf(request);
      if (!request.isMultipart()) throw new HttpError(415, `Send multipart/form-data with parts named '${UPLOAD_FIELD}'`);
      const accepted: AcceptedFile[] = [];
      await readMultipart(request, async (part) => {
        if (part.type !== 'file') return;
        if (part.fieldname !== UPLOAD_FIELD) throw badRequest(`Files must be sent in parts named '${UPLOAD_FIELD}'`);
        accepted.push(await acceptFile(part));
      });
      if (accepted.length === 0) throw badRequest(`No files received in parts named '${UPLOAD_FIELD}'`);
      const saved = await save(accepted, { ownerId: userId, private: false });
      reply.status(201);
      return { message: 'Files uploaded', urls: saved };
    },
  });

  // A file's address may end with the name it was uploaded under (what the portal shows and a
  // browser saves it as); the stored name alone serves it as well.
  for (const [url, params, summary] of [
    ['/files/:name', StoredNameSchema, 'An uploaded file by the name the server gave it: a public image to anyone, any other file only through a signed link (expires, signature)'],
    ['/files/:name/:label', LabelledNameSchema, 'The same file, its address ending with the name it was uploaded under (as upload replies and records give it)'],
  ] as const) route(app, {
    method: 'GET',
    url,
    summary,
    tags: ['uploads'],
    public: true,
    params,
    query: SignedLinkSchema,
    handler: async ({ params, query, reply }) => {
      const row = await storedFile(db, params.name);
      if (!row) throw notFound('File not found');
      const isPublic = !row.private && row.mime_type.startsWith('image/');
      const link = isPublic ? 'valid' : urls.check(params.name, query);
      // An unsigned or forged link does not even say the file exists.
      if (link === 'invalid') throw notFound('File not found');
      if (link === 'expired') throw forbidden('This link has expired. Open the file again from the portal.');
      const stream = await storage.open(params.name);
      if (!stream) throw notFound('File not found');
      const remaining = Math.max(0, Number(query.expires ?? 0) - Math.floor(Date.now() / 1000));
      return reply
        .headers(fileHeaders(row.mime_type))
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : `private, max-age=${remaining}`)
        .send(stream);
    },
  });
}
