import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as v from 'valibot';

import { resolveJwtSecret } from './jwt-secret';

/** scrypt's cost: N = 2^logN, block size r, parallelism p. */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters (N=2^17, r=8, p=1): about 128 MiB and 0.3 s per hash here. */
export const PRODUCTION_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

/** server/: from src/config.ts, and from the bundles in dist/ (build.mjs), one folder below it too. */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const number = (fallback: string) => v.pipe(v.optional(v.string(), fallback), v.toNumber(), v.integer(), v.minValue(0));

/** The environment every command reads (server, seed, admin), validated with the same tool as every request. */
const EnvSchema = v.object({
  PORT: number('4000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Where embedded PGlite keeps its data when DATABASE_URL is unset; 'memory' for none. */
  DATA_DIR: v.optional(v.string(), join(serverRoot, '.data')),
  TOKEN_TTL: v.optional(v.string(), '12h'),
  /** Origins of the host shell allowed by CORS, comma separated. */
  CORS_ORIGINS: v.optional(v.string(), 'http://localhost:3000,http://127.0.0.1:3000'),
  /**
   * The portal's public address (the host shell, which forwards /api/ here), for the links in
   * e-mails: the one place an address is named. Files and pages use paths at their own origin.
   */
  PORTAL_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:3000'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), 'Supplier Portal <no-reply@supplier-portal.test>'),
  /** Sign-in attempts per minute for one address and e-mail. */
  LOGIN_RATE_LIMIT: number('10'),
  /** Sign-in attempts per 15 minutes from one address, whatever the e-mail (password spraying). */
  LOGIN_ADDRESS_RATE_LIMIT: number('50'),
  /** Registrations per hour from one address. */
  REGISTER_RATE_LIMIT: number('20'),
  /** Checks of the current password (password and bank account changes) per 15 minutes for one account. */
  PASSWORD_RATE_LIMIT: number('10'),
  /** Upload requests per minute for one account. */
  UPLOAD_RATE_LIMIT: number('30'),
  /** Support tickets one member may open per hour. */
  TICKET_RATE_LIMIT: number('10'),
  /** Responses one member may add to support tickets per 10 minutes. */
  TICKET_RESPONSE_RATE_LIMIT: number('30'),
  /** Messages one member may send to customers per minute. */
  MESSAGE_RATE_LIMIT: number('30'),
  /** Listings one member may create (or duplicate) per hour. */
  LISTING_RATE_LIMIT: number('30'),
  /** What one account's uploaded files may take up in all, in MB. */
  UPLOAD_QUOTA_MB: number('100'),
  /** E-mail verification links opened per minute from one address. */
  VERIFY_EMAIL_RATE_LIMIT: number('20'),
  /** New verification e-mails one account may ask for per hour. */
  VERIFY_EMAIL_RESEND_RATE_LIMIT: number('5'),
  /** Password reset requests, and reset links used, per 15 minutes from one address. */
  PASSWORD_RESET_RATE_LIMIT: number('10'),
  /** Invitations sent or resent per hour by one account. */
  INVITATION_RATE_LIMIT: number('30'),
  /** Invitation links opened or accepted per minute from one address. */
  INVITATION_LINK_RATE_LIMIT: number('20'),
  /** Calendar feeds read per minute from one address (a phone's calendar reads every few hours). */
  CALENDAR_FEED_RATE_LIMIT: number('30'),
  /**
   * The proxies in front of the server, whose X-Forwarded-For is believed: a hop count ('1') or
   * their addresses ('127.0.0.1,10.0.0.0/8'). Unset: none, the client is the socket's address.
   */
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value !== 'true', "TRUST_PROXY must name the proxies (addresses or a hop count), not trust everyone with 'true'"),
    v.transform((value): false | number | string[] =>
      value === '' || value === 'false'
        ? false
        : /^\d+$/.test(value)
          ? Number(value)
          : value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
    ),
  ),
  /** scrypt's cost for new password hashes, as log2(N); tests lower it, hashes store their own. */
  SCRYPT_LOG_N: v.pipe(number(String(PRODUCTION_SCRYPT.logN)), v.minValue(10), v.maxValue(20)),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

/** Every *_RATE_LIMIT setting, which tests and the e2e stack lift out of the way. */
const RATE_LIMIT_NAMES = [
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
  'CALENDAR_FEED',
] as const;

export type CommandConfig = v.InferOutput<typeof EnvSchema> & { dataDir: string | undefined };
/** The server's configuration: the commands' plus the secret that signs tokens. */
export type ServerConfig = CommandConfig & { JWT_SECRET: string };

type Env = Record<string, string | undefined>;

/** The configuration of the seed and admin commands, which sign no tokens. */
export function loadCommandConfig(env: Env = process.env): CommandConfig {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) throw new Error(`Invalid server environment: ${v.summarize(parsed.issues)}`);
  const config = parsed.output;
  return { ...config, dataDir: config.DATA_DIR === 'memory' ? undefined : config.DATA_DIR };
}

/**
 * The server's configuration. It refuses to start without a token secret of at least 32 random
 * bytes (JWT_SECRET, or the file JWT_SECRET_FILE names): a published fallback would let anyone who
 * reads the repository sign a token for any supplier.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  return { ...loadCommandConfig(env), JWT_SECRET: resolveJwtSecret(env) };
}

/** The scrypt parameters of new password hashes. */
export const scryptParams = (config: Pick<CommandConfig, 'SCRYPT_LOG_N'>): ScryptParams => ({
  ...PRODUCTION_SCRYPT,
  logN: config.SCRYPT_LOG_N,
});

/** A fresh secret of 48 random bytes, for tests and benchmarks (never a fixed value). */
export const randomSecret = () => randomBytes(48).toString('base64url');

/**
 * A configuration for tests: in-memory database, quiet logs, no e-mail server, rate limits out of
 * the way, a random secret and cheap password hashes (a test proves the production parameters are the default).
 */
export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  const unlimited = Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [`${name}_RATE_LIMIT`, '10000']));
  return loadConfig({
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    ...unlimited,
    JWT_SECRET: randomSecret(),
    SCRYPT_LOG_N: '10',
    ...overrides,
  });
}
