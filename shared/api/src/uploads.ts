import { UPLOAD_FIELD, UploadReplySchema } from '@portal/contracts';
import { call } from './client';

/** POST uploads: stores the files and answers their URLs, in the order given. */
export function uploadFiles(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  return call('uploads', UploadReplySchema, { method: 'post', body: form, timeout: 120_000 });
}
