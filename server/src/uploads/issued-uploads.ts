import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { fileUrls } from './file-urls';

const namesOf = (config: ServerConfig, urls: readonly string[]) => {
  const { nameOf } = fileUrls(config);
  return new Map(
    urls.flatMap((url) => {
      const name = nameOf(url);
      return name ? [[name, url] as const] : [];
    }),
  );
};

/**
 * Of the given URLs, those that are files `ownerId` uploaded to this server, with the type their
 * content was sniffed as; public images without an owner (the seed's demo photos) count too. A link
 * elsewhere, to a name the server never stored, or to another account's file is absent: a record
 * only ever refers to its owner's own uploads, so no one can attach someone else's document and be
 * handed a link to it. Those of the owner's are marked attached: asked for to go into a record,
 * they are served from now on as the record's files are (a record refused after this check leaves
 * only its owner's own file public, as it would have been before fresh uploads were private).
 */
export async function issuedUploads(
  db: Queryable,
  config: ServerConfig,
  ownerId: string,
  urls: readonly string[],
): Promise<Map<string, { name: string; mime: string }>> {
  const byName = namesOf(config, urls);
  if (byName.size === 0) return new Map();
  const rows = await db.query<{ stored_name: string; mime_type: string }>(
    `SELECT stored_name, mime_type FROM uploads WHERE stored_name = ANY($1::text[])
       AND (owner_id = $2 OR (owner_id IS NULL AND NOT private AND mime_type LIKE 'image/%'))`,
    [[...byName.keys()], ownerId],
  );
  await db.query('UPDATE uploads SET attached = true WHERE stored_name = ANY($1::text[]) AND owner_id = $2 AND NOT attached', [
    rows.map((row) => row.stored_name),
    ownerId,
  ]);
  return new Map(rows.map((row) => [byName.get(row.stored_name)!, { name: row.stored_name, mime: row.mime_type }]));
}

/**
 * `ownerId`'s files kept as identity documents, licences or attachments: from now on served only
 * through signed links. (A shared demo photo, owned by no one, stays as public as it was.)
 */
export async function keepPrivate(db: Queryable, config: ServerConfig, ownerId: string, urls: readonly string[]): Promise<void> {
  const names = [...namesOf(config, urls).keys()];
  if (names.length > 0)
    await db.query('UPDATE uploads SET private = true, attached = true WHERE stored_name = ANY($1::text[]) AND owner_id = $2', [
      names,
      ownerId,
    ]);
}
