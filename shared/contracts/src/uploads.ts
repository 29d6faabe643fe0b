import * as v from 'valibot';

export const UPLOAD_FIELD = 'files';
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 20;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export const UploadReplySchema = v.object({ message: v.string(), urls: v.array(v.string()) });
export type UploadReply = v.InferOutput<typeof UploadReplySchema>;
