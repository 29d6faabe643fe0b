import * as v from 'valibot';
import { REMOTE_NAMES } from './constants';

/** portal.config.json, served beside the host's index.html and read before the first render. */
export const PortalConfigSchema = v.object({
  apiBaseUrl: v.pipe(v.string(), v.url()),
  remotes: v.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, v.pipe(v.string(), v.url())])) as Record<
    (typeof REMOTE_NAMES)[number],
    v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>
  >),
});
export type PortalConfig = v.InferOutput<typeof PortalConfigSchema>;
