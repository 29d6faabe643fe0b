import * as v from 'valibot';

import { API_PREFIX } from './constants';

/** A file address that is not the person's own upload to this portal (another host, another account's file). */
export const NOT_AN_UPLOAD_MESSAGE = 'This file was not uploaded to the portal. Please upload it again.';

export const UPLOAD_FIELD = 'files';
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 20;
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export const UploadReplySchema = v.object({ message: v.string(), urls: v.array(v.string()) });
export type UploadReply = v.InferOutput<typeof UploadReplySchema>;

/** The longest file address: the stored name and an uploaded name of up to 120 characters, percent-encoded. */
export const FILE_ADDRESS_MAX_LENGTH = 1600;

/**
 * A file's address as POST uploads answers it: a path at the portal's own origin
 * (`/api/v1/files/{stored name}/{uploaded name}`), never a host name. The server also checks that
 * it issued the file to the same account.
 */
export const fileAddressSchema = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(new RegExp(`^${API_PREFIX}/files/[^\\s?#]+$`), message),
    v.maxCodePoints(FILE_ADDRESS_MAX_LENGTH, message),
  );

/**
 * The name a file was uploaded under, from the last segment of its address (a signed link's query
 * aside); null for an address that ends with the stored name (files uploaded before names were kept).
 */
export function uploadedNameOf(address: string): string | null {
  const segments = address.split(/[?#]/)[0]!.split('/');
  if (segments.length < 6 || segments[segments.length - 2] === 'files') return null;
  try {
    return decodeURIComponent(segments[segments.length - 1]!);
  } catch {
    return null;
  }
}
