// The security headers of the portal's static apps (host and remotes), from the portal's runtime
// configuration (portal.config.json): `npm start` and the e2e stack send them (stack.mjs), and the
// nginx of docker-compose sends the same, which check-compose.sh compares with this. Node only.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { intlWarmUp } from '../shared/config/intl-warm-up.cjs';

/** The origin of an address of portal.config.json; none for a path, which is at the portal's own ('self'). */
const originOf = (address) => (address.startsWith('/') ? [] : [new URL(address).origin]);

/**
 * The content security policy of a portal whose API and remotes are where `config` says (paths at
 * the portal's own origin, or other origins): scripts, styles, images and fonts only from the
 * portal's own origins, connections to the API and the remotes (their manifests), images from
 * there too (uploaded photos are served by the API) and data:/blob: (previews), inline styles
 * (emotion writes Chakra's styles at run time), the shell's one inline script by its hash (the
 * Intl warm-up of shared/config/intl-warm-up.cjs), and no framing, plugins or foreign forms.
 */
export function contentSecurityPolicy(config) {
  const remotes = Object.values(config.remotes).flatMap(originOf);
  const api = originOf(config.apiBaseUrl);
  // Each source once: 'self' and, for a portal spread over several origins, those origins.
  const sources = (...given) => [...new Set(given)].join(' ');
  return [
    "default-src 'self'",
    sources('script-src', "'self'", intlWarmUp.scriptHash, ...remotes),
    sources('style-src', "'self'", "'unsafe-inline'", ...remotes),
    sources('img-src', "'self'", 'data:', 'blob:', ...api, ...remotes),
    sources('font-src', "'self'", 'data:', ...remotes),
    sources('connect-src', "'self'", ...api, ...remotes),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

export const readPortalConfig = (file) => JSON.parse(readFileSync(file, 'utf8'));

// `node scripts/security-headers.mjs <portal.config.json>` prints the policy (check-compose.sh).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(contentSecurityPolicy(readPortalConfig(process.argv[2])));
}
