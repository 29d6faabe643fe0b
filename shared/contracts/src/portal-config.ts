import * as v from 'valibot';

import { REMOTE_NAMES } from './constants';

/**
 * Where the portal finds the API or a remote: a path at the portal's own origin ('/api/v1'), so the
 * same build works at any address, or another origin's full URL.
 */
const AddressSchema = v.union([v.pipe(v.string(), v.url()), v.pipe(v.string(), v.regex(/^\/(?!\/)\S*$/, 'a path starting with one /'))]);

/** portal.config.json, served beside the host's index.html and read before the first render. */
export const PortalConfigSchema = v.object({
  apiBaseUrl: AddressSchema,
  remotes: v.object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, AddressSchema])) as Record<(typeof REMOTE_NAMES)[number], typeof AddressSchema>,
  ),
});
export type PortalConfig = v.InferOutput<typeof PortalConfigSchema>;

/** The configuration with every address made absolute against the page's own (`base`). */
export function resolvePortalConfig(config: PortalConfig, base: string): PortalConfig {
  const absolute = (address: string) => new URL(address, base).href;
  return {
    apiBaseUrl: absolute(config.apiBaseUrl),
    remotes: Object.fromEntries(Object.entries(config.remotes).map(([name, entry]) => [name, absolute(entry)])) as PortalConfig['remotes'],
  };
}
