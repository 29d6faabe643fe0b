import { PROFILE_PHOTO_REFUSAL } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { refuse } from '../http/errors';
import { issuedUploads } from '../uploads/issued-uploads';

/**
 * A profile photo must be a file its user uploaded through POST uploads and whose content was
 * sniffed as an image; a link elsewhere (or to a PDF) is refused, so the header never shows
 * someone else's content. Answers the stored file name.
 */
export async function uploadedImageName(db: Queryable, config: ServerConfig, ownerId: string, url: string): Promise<string> {
  const upload = (await issuedUploads(db, config, ownerId, [url])).get(url);
  if (!upload?.mime.startsWith('image/')) throw refuse(PROFILE_PHOTO_REFUSAL);
  return upload.name;
}
