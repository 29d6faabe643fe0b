import { API_PREFIX } from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';

/**
 * Of the given URLs, those that are files this server issued through POST uploads, with the type
 * their content was sniffed as. A link elsewhere, or to a name the server never stored, is absent:
 * what the portal shows as a supplier's file is always a file someone uploaded here.
 */
export async function issuedUploads(db: Queryable, config: ServerConfig, urls: readonly string[]): Promise<Map<string, { name: string; mime: string }>> {
  const prefix = `${config.PUBLIC_URL.replace(/\/$/, '')}${API_PREFIX}/files/`;
  const byName = new Map(urls.filter((url) => url.startsWith(prefix)).map((url) => [url.slice(prefix.length), url]));
  if (byName.size === 0) return new Map();
  const rows = await db.query<{ stored_name: string; mime_type: string }>(
    'SELECT stored_name, mime_type FROM uploads WHERE stored_name = ANY($1::text[])', [[...byName.keys()]],
  );
  return new Map(rows.map((row) => [byName.get(row.stored_name)!, { name: row.stored_name, mime: row.mime_type }]));
}
