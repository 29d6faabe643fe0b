import * as v from 'valibot';

import { UPLOAD_FIELD, UPLOAD_MAX_FILES, UploadReplySchema } from '../uploads';
import { defineEndpoint } from './define';

const tags = ['uploads'];

/** The upload and file handlers' refusals beyond their schemas (they need the stored files and the clock). */
export const UPLOAD_REFUSALS = {
  notMultipart: { status: 415, message: "Send multipart/form-data with parts named '{field}'" },
  otherPart: { status: 400, message: "Files must be sent in parts named '{field}'" },
  noFiles: { status: 400, message: "No files received in parts named '{field}'" },
  /** No such file, or one whose link is unsigned or forged: the reply does not say the file exists. */
  fileNotFound: { status: 404, message: 'File not found' },
  linkExpired: { status: 403, message: 'This link has expired. Open the file again from the portal.' },
} as const;

/** A stored file's name, as the server gave it. */
export const StoredNameSchema = v.object({ name: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.(jpg|png|webp|pdf|docx|txt)$/)) });
const LabelledNameSchema = v.object({ ...StoredNameSchema.entries, label: v.pipe(v.string(), v.minCodePoints(1), v.maxCodePoints(500)) });
/** A private file's signed link. */
export const SignedLinkSchema = v.object({
  expires: v.optional(v.pipe(v.string(), v.maxCodePoints(20))),
  signature: v.optional(v.pipe(v.string(), v.maxCodePoints(100))),
});

/** Uploaded files: sent, and served back. */
export const uploadEndpoints = {
  uploadFiles: defineEndpoint({
    method: 'POST',
    path: '/uploads',
    tags,
    access: 'user',
    permission: 'any member',
    multipart: { file: UPLOAD_FIELD, many: true },
    reply: UploadReplySchema,
    success: 201,
    refusals: { notMultipart: UPLOAD_REFUSALS.notMultipart, otherPart: UPLOAD_REFUSALS.otherPart, noFiles: UPLOAD_REFUSALS.noFiles },
    rateLimit: { per: 'account', window: '1 minute' },
    summary:
      `Upload files (multipart parts named '${UPLOAD_FIELD}'): JPEG, PNG, WebP, PDF, DOCX or TXT by content, 5 MB each, ${UPLOAD_MAX_FILES} at most. ` +
      'Unlike the spec, which needs no sign-in here, a token is required (sign-up has the one users/register answers): every file has an owner, ' +
      "counted against the account's quota (413 over it) and a rate limit per account. Answers each file's address: images are public " +
      'until attached as a document or attachment; other files are private, served through the signed links the API answers with their records',
  }),
  getFile: defineEndpoint({
    method: 'GET',
    path: '/files/:name',
    tags,
    access: 'public',
    permission: 'anyone',
    params: StoredNameSchema,
    query: SignedLinkSchema,
    media: 'file',
    refusals: { fileNotFound: UPLOAD_REFUSALS.fileNotFound, linkExpired: UPLOAD_REFUSALS.linkExpired },
    summary:
      'An uploaded file by the name the server gave it: a public image to anyone, any other file only through a signed link (expires, signature)',
  }),
  getLabelledFile: defineEndpoint({
    method: 'GET',
    path: '/files/:name/:label',
    tags,
    access: 'public',
    permission: 'anyone',
    params: LabelledNameSchema,
    query: SignedLinkSchema,
    media: 'file',
    refusals: { fileNotFound: UPLOAD_REFUSALS.fileNotFound, linkExpired: UPLOAD_REFUSALS.linkExpired },
    summary: 'The same file, its address ending with the name it was uploaded under (as upload replies and records give it)',
  }),
};
