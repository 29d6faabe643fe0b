import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import * as v from 'valibot';
import type { ServerConfig } from '../config';
import { forbidden, unauthorized } from '../http/errors';
import type { PortalRouteConfig } from '../http/route';
import { verifiedTokens } from './verified-tokens';

/** What a token says about its bearer. */
export interface Principal {
  userId: string;
  supplierId: string | null;
}

const TokenPayloadSchema = v.object({ sub: v.string(), sid: v.nullable(v.string()), exp: v.number() });

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string | null };
    user: { sub: string; sid: string | null };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    signToken(principal: Principal): string;
  }
}

/**
 * The one authorization mechanism: every route, including unknown ones, needs a valid bearer
 * token unless it is declared public. Ownership is then checked with `requireUser`/`requireSupplier`
 * and by scoping every query to the principal's supplier.
 */
export async function registerAuth(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyJwt, { secret: config.JWT_SECRET, sign: { expiresIn: config.TOKEN_TTL } });
  const verified = verifiedTokens();
  app.decorateRequest('principal', null);
  app.decorate('signToken', (principal: Principal) => app.jwt.sign({ sub: principal.userId, sid: principal.supplierId }));

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config as Partial<PortalRouteConfig> | undefined;
    if (routeConfig?.public || request.method === 'OPTIONS') return;
    const token = bearerToken(request.headers.authorization);
    const known = token === null ? null : verified.get(token);
    if (known) {
      request.principal = known;
      return;
    }
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw unauthorized(request.headers.authorization ? 'Your session has expired. Please sign in again.' : 'Authentication required');
    }
    const parsed = v.safeParse(TokenPayloadSchema, payload);
    if (!parsed.success) throw unauthorized('Invalid token');
    request.principal = { userId: parsed.output.sub, supplierId: parsed.output.sid };
    if (token !== null) verified.set(token, request.principal, parsed.output.exp * 1000);
  });
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The caller may act only on its own user. */
export function requireUser(request: FastifyRequest, userId: string): Principal {
  const principal = principalOf(request);
  if (principal.userId !== userId) throw forbidden();
  return principal;
}

/** The caller's supplier id; a user that has not finished sign-up has none. */
export function requireSupplier(request: FastifyRequest, supplierId?: string): string {
  const principal = principalOf(request);
  if (!principal.supplierId) throw forbidden('Complete your supplier registration first');
  if (supplierId !== undefined && supplierId !== principal.supplierId) throw forbidden();
  return principal.supplierId;
}
