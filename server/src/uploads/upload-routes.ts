import type { FastifyInstance, FastifyRequest } from 'fastify';

import { UPLOAD_FIELD, UPLOAD_REFUSALS, uploadEndpoints } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { principalOf } from '../plugins/auth';
import { cookieKey, hashOf } from '../sessions/known-browsers';
import { sessionRepository } from '../sessions/session-repository';
import { type AcceptedFile, acceptFile, uploadStore } from './accepted-files';
import type { FileStorage } from './file-storage';
import { fileUrls } from './file-urls';
import { readMultipart } from './multipart-form';
import { storedFile } from './upload-repository';

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
  const sessions = sessionRepository(db);

  const openStored = async (name: string) => {
    const stream = await storage.open(name);
    if (!stream) throw refuse(UPLOAD_REFUSALS.fileNotFound);
    return stream;
  };

  /** Whether the request comes from a browser signed in as `ownerId` (its key cookie, as img tags send it). */
  const fromOwnersBrowser = async (request: FastifyRequest, ownerId: string | null) => {
    const key = cookieKey(request);
    return key !== null && ownerId !== null && sessions.signedInBrowser(ownerId, hashOf(key));
  };

  route(app, uploadEndpoints.uploadFiles, {
    rateLimitMax: config.UPLOAD_RATE_LIMIT,
    handler: async ({ request }) => {
      const { userId } = principalOf(request);
      const part = { field: UPLOAD_FIELD };
      if (!request.isMultipart()) throw refuse(UPLOAD_REFUSALS.notMultipart, part);
      const accepted: AcceptedFile[] = [];
      await readMultipart(request, async (sent) => {
        if (sent.type !== 'file') return;
        if (sent.fieldname !== UPLOAD_FIELD) throw refuse(UPLOAD_REFUSALS.otherPart, part);
        accepted.push(await acceptFile(sent));
      });
      if (accepted.length === 0) throw refuse(UPLOAD_REFUSALS.noFiles, part);
      const saved = await save(accepted, { ownerId: userId, private: false });
      return { message: 'Files uploaded', urls: saved };
    },
  });

  // A file's address may end with the name it was uploaded under (what the portal shows and a
  // browser saves it as); the stored name alone serves it as well.
  for (const endpoint of [uploadEndpoints.getFile, uploadEndpoints.getLabelledFile])
    route(app, endpoint, {
      handler: async ({ params, query, request, reply }) => {
        const row = await storedFile(db, params.name);
        if (!row) throw refuse(UPLOAD_REFUSALS.fileNotFound);
        // A fresh upload (in no record yet) is its owner's alone (or a signed link's, which only a
        // record that holds it hands out), and kept in no cache.
        if (!row.attached) {
          const signed = urls.check(params.name, query) === 'valid';
          if (!signed && !(await fromOwnersBrowser(request, row.owner_id))) throw refuse(UPLOAD_REFUSALS.fileNotFound);
          return reply
            .headers(fileHeaders(row.mime_type))
            .header('cache-control', 'private, no-store')
            .send(await openStored(params.name));
        }
        const isPublic = !row.private && row.mime_type.startsWith('image/');
        const link = isPublic ? 'valid' : urls.check(params.name, query);
        // An unsigned or forged link does not even say the file exists.
        if (link === 'invalid') throw refuse(UPLOAD_REFUSALS.fileNotFound);
        if (link === 'expired') throw refuse(UPLOAD_REFUSALS.linkExpired);
        const stream = await openStored(params.name);
        const remaining = Math.max(0, Number(query.expires ?? 0) - Math.floor(Date.now() / 1000));
        return reply
          .headers(fileHeaders(row.mime_type))
          .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : `private, max-age=${remaining}`)
          .send(stream);
      },
    });
}
