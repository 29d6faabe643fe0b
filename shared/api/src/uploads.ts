import * as v from 'valibot';

import { endpointPath, ErrorReplySchema, UPLOAD_FIELD, uploadEndpoints, type UploadReply, UploadReplySchema } from '@portal/contracts';
import { getSession } from '@portal/session';

import { apiBaseUrl, ApiError, call, ContractError } from './client';

/** POST uploads (needs a token, unlike the spec's): stores the files and answers their URLs, in the order given. */
export function uploadFiles(files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  return call(uploadEndpoints.uploadFiles, { body: form, options: { timeout: 120_000 } });
}

export interface UploadProgressOptions {
  /** Called as bytes go out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The account the files belong to, when it is not the session's (sign-up's new account). */
  token?: string;
}

/**
 * POST uploads with upload progress. fetch (and so ky) cannot report request progress, hence
 * XMLHttpRequest here; replies and errors are parsed as every other call's.
 */
export function uploadFilesWithProgress(
  files: readonly File[],
  { onProgress, signal, token = getSession().token ?? undefined }: UploadProgressOptions = {},
): Promise<UploadReply> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadEndpoints.uploadFiles.method, `${apiBaseUrl().replace(/\/$/, '')}/${endpointPath(uploadEndpoints.uploadFiles)}`);
    xhr.timeout = 120_000;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => settle(xhr, resolve, reject);
    xhr.onerror = () => reject(new ApiError(0, 'Unable to connect to server. Please check your connection and try again.'));
    xhr.ontimeout = () => reject(new ApiError(0, 'The upload took too long. Please try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** One file with progress; answers its URL. */
export async function uploadFile(file: File, options: UploadProgressOptions = {}): Promise<string> {
  const { urls } = await uploadFilesWithProgress([file], options);
  const [url] = urls;
  if (!url) throw new ContractError('uploads', 'no URL for the uploaded file');
  return url;
}

function settle(xhr: XMLHttpRequest, resolve: (reply: UploadReply) => void, reject: (error: Error) => void): void {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // A proxy's HTML error page: reported by status below.
  }
  if (xhr.status >= 200 && xhr.status < 300) {
    const reply = v.safeParse(UploadReplySchema, body);
    if (reply.success) resolve(reply.output);
    else reject(new ContractError('uploads', v.summarize(reply.issues)));
    return;
  }
  const error = v.safeParse(ErrorReplySchema, body);
  reject(
    error.success
      ? new ApiError(xhr.status, error.output.message, error.output.errors)
      : new ApiError(xhr.status, xhr.statusText || `Upload failed: ${xhr.status}`),
  );
}
