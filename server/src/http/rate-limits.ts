import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import type { MessageValue, RateLimitRule } from '@portal/contracts';

import { HttpError, templated } from './errors';

/**
 * One limit of @fastify/rate-limit: `max` requests per `timeWindow` for each key. They run before
 * the handler (preHandler), once the token is verified and the JSON body parsed, and before a
 * multipart body is read. The client's address is the socket's unless TRUST_PROXY names the
 * proxies in front (src/config.ts), so a forged X-Forwarded-For cannot reset a limit.
 */
interface RateLimit {
  max: number;
  timeWindow: string;
  keyGenerator: (request: FastifyRequest) => string;
}

/** The e-mail as the schema stores it: trimmed and lower-cased, so 'A@x.pk ' and 'a@x.pk' share a count. */
const normalisedEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

const keys: Record<RateLimitRule['per'], (request: FastifyRequest) => string> = {
  // Calls made before sign-in (register, e-mail verification, sign-in across e-mails).
  address: (request) => request.ip,
  // One member's requests, wherever they come from (uploads, password checks, records created).
  account: (request) => request.principal?.userId ?? `address:${request.ip}`,
  // One person's mistakes do not lock out a shared office network, and changing the e-mail's case
  // or spaces does not start a new count.
  'address and e-mail': (request) => `${request.ip}:${normalisedEmail((request.body as { email?: unknown } | undefined)?.email)}`,
};

/** '90 seconds' reads '2 minutes' ('2 منٹ'): the wait a person is told, rounded up. */
const wait =
  (seconds: number): MessageValue =>
  (language) => {
    if (seconds < 60) return language === 'ur' ? `${seconds} سیکنڈ` : `${seconds} second${seconds === 1 ? '' : 's'}`;
    const minutes = Math.ceil(seconds / 60);
    return language === 'ur' ? `${minutes} منٹ` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  };

/**
 * An endpoint's limits as one preHandler, each rule with the maximum the server's settings give:
 * each counts under keys of its own (`limit`, the endpoint, and the rule's place: every limit shares
 * the one store, src/http/rate-limit-store.ts), and the first one exceeded answers 429
 * `{message}` with Retry-After. Every limit counts the request, so a request refused by one still
 * uses up the others' allowance.
 */
export function rateLimitHook(
  app: FastifyInstance,
  limit: string,
  rules: readonly RateLimitRule[],
  maxima: readonly number[],
): preHandlerAsyncHookHandler {
  const limits: RateLimit[] = rules.map((rule, i) => ({
    max: maxima[i]!,
    timeWindow: rule.window,
    keyGenerator: (request) => `${limit} #${i} ${keys[rule.per](request)}`,
  }));
  const checks = limits.map((options) => app.createRateLimit(options));
  return async (request, reply) => {
    const results = await Promise.all(checks.map((check) => check(request)));
    const exceeded = results.find((result) => !result.isAllowed && result.isExceeded);
    if (!exceeded || exceeded.isAllowed) return;
    reply.header('retry-after', exceeded.ttlInSeconds);
    throw new HttpError(429, templated('Too many requests. Please try again in {wait}.', { wait: wait(exceeded.ttlInSeconds) }));
  };
}
