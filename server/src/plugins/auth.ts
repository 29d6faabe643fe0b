import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { CUSTOMER_ACCOUNT_MESSAGE } from '@portal/contracts';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import type { PortalRouteConfig } from '../http/route';
import { tokenVersions, type TokenVersions } from './token-versions';
import { verifiedTokens, type VerifiedToken } from './verified-tokens';

/** What a token says about its bearer. */
export interface Principal {
  userId: string;
  supplierId: string | null;
}

const TokenPayloadSchema = v.object({ sub: v.string(), sid: v.nullable(v.string()), ver: v.number(), exp: v.number() });

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string | null; ver: number };
    user: { sub: string; sid: string | null; ver: number };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** A token for the user's current token version. */
    signToken(principal: Principal): Promise<string>;
    /** Current token versions; `forget` after changing one, so this instance notices at once. */
    tokenVersions: TokenVersions;
  }
}

/**
 * The one authorization mechanism: every route, including unknown ones, needs a valid bearer
 * token unless it is declared public, and the token's version must still be its user's (a
 * password change raises it, ending every earlier session). Ownership is then checked with
 * `requireUser`/`requireSupplier` and by scoping every query to the principal's supplier.
 */
export const auth = fp(async (app: FastifyInstance, { config, db }: { config: ServerConfig; db: Database }) => {
  await app.register(fastifyJwt, { secret: config.JWT_SECRET, sign: { expiresIn: config.TOKEN_TTL } });
  const verified = verifiedTokens();
  const versions = tokenVersions(db);
  app.decorateRequest('principal', null);
  app.decorate('tokenVersions', versions);
  app.decorate('signToken', async (principal: Principal) => {
    const [row] = await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE user_id = $1', [principal.userId]);
    if (!row) throw new Error(`no user ${principal.userId} to sign a token for`);
    return app.jwt.sign({ sub: principal.userId, sid: principal.supplierId, ver: row.token_version });
  });

  async function verify(request: FastifyRequest, token: string | null): Promise<VerifiedToken> {
    const known = token === null ? null : verified.get(token);
    if (known) return known;
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw unauthorized(request.headers.authorization ? 'Your session has expired. Please sign in again.' : 'Authentication required');
    }
    const parsed = v.safeParse(TokenPayloadSchema, payload);
    if (!parsed.success) throw unauthorized('Invalid token');
    const result = { principal: { userId: parsed.output.sub, supplierId: parsed.output.sid }, tokenVersion: parsed.output.ver };
    if (token !== null) verified.set(token, result, parsed.output.exp * 1000);
    return result;
  }

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config as Partial<PortalRouteConfig> | undefined;
    if (routeConfig?.public || request.method === 'OPTIONS') return;
    const { principal, tokenVersion } = await verify(request, bearerToken(request.headers.authorization));
    const standing = await versions.current(principal.userId);
    if (!standing || standing.tokenVersion !== tokenVersion) throw unauthorized(SESSION_ENDED_MESSAGE);
    // Only supplier accounts use this API, whatever token a customer account may hold.
    if (standing.role !== 'supplier') throw forbidden(CUSTOMER_ACCOUNT_MESSAGE);
    request.principal = principal;
  });
}, { name: 'auth' });

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
