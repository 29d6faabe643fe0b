import { LISTING_ERRORS, LISTING_REFUSALS } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { type FieldError, refuse } from '../http/errors';
import { issuedUploads } from '../uploads/issued-uploads';

/** Every photo of a listing must be an image its supplier's user stored through POST uploads (or a demo photo). */
export async function checkPhotos(db: Queryable, config: ServerConfig, ownerId: string, meta: Record<string, unknown>): Promise<void> {
  const photos = Array.isArray(meta.photos) ? meta.photos.map(String) : [];
  if (photos.length === 0) return;
  const issued = await issuedUploads(db, config, ownerId, photos);
  const errors: FieldError[] = photos.flatMap((url, i) => {
    const upload = issued.get(url);
    const message = !upload ? LISTING_ERRORS.notAnUpload : upload.mime.startsWith('image/') ? null : LISTING_ERRORS.notAnImage;
    return message ? [{ field: `meta_data.photos.${i}`, message }] : [];
  });
  if (errors.length > 0) throw refuse(LISTING_REFUSALS.notAPhoto, undefined, errors);
}
