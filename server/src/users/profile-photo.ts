import { API_PREFIX, PROFILE_PHOTO_MESSAGE } from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

/**
 * A profile photo must be a file this server issued through POST uploads and whose content was
 * sniffed as an image; a link elsewhere (or to a PDF) is refused, so the header never shows
 * someone else's content. Answers the stored file name.
 */
export async function uploadedImageName(db: Queryable, config: ServerConfig, url: string): Promise<string> {
  const prefix = `${config.PUBLIC_URL.replace(/\/$/, '')}${API_PREFIX}/files/`;
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  const [upload] = name
    ? await db.query<{ mime_type: string }>('SELECT mime_type FROM uploads WHERE stored_name = $1', [name])
    : [];
  if (!upload?.mime_type.startsWith('image/')) {
    throw badRequest(PROFILE_PHOTO_MESSAGE, [{ field: 'profile_photo', message: PROFILE_PHOTO_MESSAGE }]);
  }
  return name;
}
