import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const number = (fallback: string) => v.pipe(v.optional(v.string(), fallback), v.toNumber(), v.integer(), v.minValue(0));

/** The server's environment, validated once at start with the same tool as every request. */
const EnvSchema = v.object({
  PORT: number('4000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Where embedded PGlite keeps its data when DATABASE_URL is unset; 'memory' for none. */
  DATA_DIR: v.optional(v.string(), `${serverRoot}.data`),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(16)), 'development-only-secret-change-me'),
  TOKEN_TTL: v.optional(v.string(), '12h'),
  /** Origins of the host shell allowed by CORS, comma separated. */
  CORS_ORIGINS: v.optional(v.string(), 'http://localhost:3000,http://127.0.0.1:3000'),
  /** The address browsers use to reach this server, for upload and verification links. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4000'),
  /** The host shell's address, for links in e-mails. */
  PORTAL_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:3000'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), 'Supplier Portal <no-reply@supplier-portal.test>'),
  LOGIN_RATE_LIMIT: number('10'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export type ServerConfig = v.InferOutput<typeof EnvSchema> & { dataDir: string | undefined };

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) throw new Error(`Invalid server environment: ${v.summarize(parsed.issues)}`);
  const config = parsed.output;
  return { ...config, dataDir: config.DATA_DIR === 'memory' ? undefined : config.DATA_DIR };
}

/** A configuration for tests: in-memory database, quiet logs, no e-mail server. */
export function testConfig(overrides: Record<string, string> = {}): ServerConfig {
  return loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', ...overrides });
}
