// The security headers of the portal's static apps (host and remotes), from the portal's runtime
// configuration (portal.config.json): `npm start` and the e2e stack send them (stack.mjs), and the
// nginx of docker-compose sends the same, which check-compose.sh compares with this. Node only.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { intlWarmUp } from '../shared/config/intl-warm-up.cjs';

const originOf = (url) => new URL(url).origin;

/**
 * The content security policy of a portal whose API and remotes are where `config` says, and whose
 * uploaded files are at `files` (the server's PUBLIC_URL): scripts, styles, images and fonts only
 * from the portal's own origins, connections to the API and the remotes (their manifests), images
 * from the files' origin too (uploaded photos) and data:/blob: (previews), inline styles (emotion
 * writes Chakra's styles at run time), the shell's one inline script by its hash (the Intl
 * warm-up of shared/config/intl-warm-up.cjs), and no framing, plugins or foreign forms.
 */
export function contentSecurityPolicy(config, { files }) {
  const remotes = Object.values(config.remotes).map(originOf);
  // Each origin once: the API and the remotes are usually all at the host's origin (ADR 0013, 0014).
  const sources = (...origins) => [...new Set(origins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${intlWarmUp.scriptHash} ${sources(...remotes)}`,
    `style-src 'self' 'unsafe-inline' ${sources(...remotes)}`,
    `img-src 'self' data: blob: ${sources(originOf(files), ...remotes)}`,
    `font-src 'self' data: ${sources(...remotes)}`,
    `connect-src 'self' ${sources(originOf(config.apiBaseUrl), ...remotes)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config, places) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, places),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

export const readPortalConfig = (file) => JSON.parse(readFileSync(file, 'utf8'));

// `node scripts/security-headers.mjs <portal.config.json> <files URL>` prints the policy (check-compose.sh).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(contentSecurityPolicy(readPortalConfig(process.argv[2]), { files: process.argv[3] }));
}
