import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '@portal/contracts';

/**
 * Per-route limits of @fastify/rate-limit. They run before the handler (preHandler), once the
 * token is verified and the JSON body parsed, and before a multipart body is read. The client's
 * address is the socket's unless TRUST_PROXY names the proxies in front (src/config.ts), so a
 * forged X-Forwarded-For cannot reset a limit.
 */
const limit = (max: number, timeWindow: string, keyGenerator: (request: FastifyRequest) => string) =>
  ({ max, timeWindow, hook: 'preHandler', keyGenerator }) as const;

/** One address's requests, for calls made before sign-in (register, e-mail verification). */
const perAddress = (max: number, timeWindow: string) => limit(max, timeWindow, (request) => request.ip);

/** One account's requests, wherever they come from (uploads, password checks). */
const perAccount = (max: number, timeWindow: string) =>
  limit(max, timeWindow, (request) => request.principal?.userId ?? `address:${request.ip}`);

/** The e-mail as the schema stores it: trimmed and lower-cased, so 'A@x.pk ' and 'a@x.pk' share a count. */
const normalisedEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * Sign-in attempts of one address for one e-mail: one person's mistakes do not lock out a shared
 * office network, and changing the e-mail's case or spaces does not start a new count.
 */
const perAddressAndEmail = (max: number, timeWindow: string) =>
  limit(max, timeWindow, (request) => `${request.ip}:${normalisedEmail((request.body as { email?: unknown } | undefined)?.email)}`);

const counters: Record<RateLimitRule['per'], (max: number, timeWindow: string) => ReturnType<typeof limit>> = {
  address: perAddress,
  account: perAccount,
  'address and e-mail': perAddressAndEmail,
};

/** The limit of an endpoint's rule in the table, with the maximum the server's settings give. */
export const limitOf = (rule: RateLimitRule, max: number) => counters[rule.per](max, rule.window);
