// The stack the end-to-end tests run against: production builds behind the compose images' nginx
// configuration (scripts/nginx.mjs), a fresh seeded database (a throw-away PostgreSQL cluster when
// the machine has PostgreSQL, so the admin command can write while the server runs, and two API
// instances behind the front door as compose runs them; embedded PGlite and one instance
// otherwise), rate limits raised for the many sign-ins and sign-ups.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { log, root } from './lib.mjs';
import { NGINX_PACKAGES, nginxAvailable } from './nginx.mjs';
import { postgresAvailable, startPostgres } from './postgres.mjs';
import { seed, startStack } from './stack.mjs';

/**
 * nginx running docker/nginx as compose does, so the journeys pass through the routing, caching and
 * headers the containers ship; in CI nothing else. A machine without it uses the Node static server.
 */
function frontDoor() {
  if (nginxAvailable()) return 'nginx';
  const missing = `Debian's ${NGINX_PACKAGES.join(' and ')} are not installed (npm test installs them as root)`;
  if (process.env.CI) throw new Error(`${missing}: the e2e stack serves the apps with docker/nginx`);
  log(`${missing}: serving the apps with the Node static server instead of docker/nginx`);
  return 'node';
}

/** Each app's build, or another folder named by E2E_SITE_<APP> (E2E_SITE_REMOTE_ACCOUNT=/tmp/old-dist). */
const buildOf = (name) => process.env[`E2E_SITE_${name.replaceAll('-', '_').toUpperCase()}`] ?? join(root, name, 'dist');

const postgres = postgresAvailable() ? startPostgres(54330) : null;
const env = {
  // A fresh data folder either way: uploads, and the e-mails a journey opens (<DATA_DIR>/mail).
  DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
  // Remotes a journey releases alone (ADR 0017): none at the start of a run.
  PORTAL_RELEASES_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-releases-')),
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  // Every journey comes from one address: the limits would count them all as one person.
  ...Object.fromEntries(
    [
      'LOGIN',
      'LOGIN_ADDRESS',
      'REGISTER',
      'PASSWORD',
      'UPLOAD',
      'VERIFY_EMAIL',
      'VERIFY_EMAIL_RESEND',
      'PASSWORD_RESET',
      'TICKET',
      'TICKET_RESPONSE',
      'MESSAGE',
      'LISTING',
      'INVITATION',
      'INVITATION_LINK',
    ].map((name) => [`${name}_RATE_LIMIT`, '10000']),
  ),
  // LOG_LEVEL=info shows each request, and which instance ([server-1], [server-2]) served it.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Passwords hashed at scrypt's N = 2^12, not the production 2^17 (0.3 s of a core and 128 MiB
  // each): the journeys sign in and sign up about a hundred times, and what they test is the
  // screens; the server's own tests check the production cost (server/src/auth/password.test.ts).
  SCRYPT_LOG_N: '12',
  // A new secret each run: tokens of an earlier run are worthless.
  JWT_SECRET: randomBytes(48).toString('base64url'),
};
seed(env);
const stack = await startStack({ env, control: true, frontDoor: frontDoor(), buildOf });
// The tests read this to run the admin command against the same database.
mkdirSync(join(root, 'e2e', '.stack'), { recursive: true });
writeFileSync(
  join(root, 'e2e', '.stack', 'env.json'),
  JSON.stringify({ DATABASE_URL: env.DATABASE_URL ?? null, DATA_DIR: env.DATA_DIR ?? null, PORTAL_RELEASES_DIR: env.PORTAL_RELEASES_DIR }),
);

// Playwright ends the run with SIGTERM (gracefulShutdown in its config): the cluster and the data
// folder go with the stack instead of waiting for the next run to find them.
const shutdown = async () => {
  await stack.stop();
  postgres?.stop();
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  rmSync(env.PORTAL_RELEASES_DIR, { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutdown());
