import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';

import { can, CUSTOMER_ACCOUNT_MESSAGE, type Permission, permissionRefusal, type Role, RoleSchema } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import type { PortalRouteConfig } from '../http/route';
import { type SessionClient, sessionRepository } from '../sessions/session-repository';
import { type VerifiedToken, verifiedTokens } from './verified-tokens';

/** What a token says about its bearer. */
export interface Principal {
  userId: string;
  supplierId: string | null;
  /** The user's membership of that supplier and its role; null until sign-up is complete. */
  memberId: string | null;
  role: Role | null;
  /** The signed-in session the token belongs to (a row of user_sessions). */
  sessionId: string;
}

/** Whom a token is signed for: the member is looked up from the user and the supplier. */
type TokenSubject = Pick<Principal, 'userId' | 'supplierId'>;

const TokenPayloadSchema = v.object({
  sub: v.string(),
  sid: v.nullable(v.string()),
  mid: v.nullable(v.string()),
  rol: v.nullable(RoleSchema),
  ver: v.number(),
  ses: v.string(),
  exp: v.number(),
  // A pass for the event stream (live/event-tickets.ts) is signed with the same key: it is no bearer token.
  aud: v.optional(v.never()),
});

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string | null; mid: string | null; rol: Role | null; ver: number; ses: string };
    user: { sub: string; sid: string | null; mid: string | null; rol: Role | null; ver: number; ses: string };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /**
     * A token of a session for the user's current token version, naming their membership of the
     * supplier. A role change or removal raises the version, so the role a token names is always
     * current. Throws 401 when the session has ended meanwhile.
     */
    signToken(subject: TokenSubject & { sessionId: string }): Promise<string>;
    /** A new session (a sign-in) of the user from `client`, and its first token. */
    startSession(subject: TokenSubject, client: SessionClient): Promise<string>;
  }
}

/**
 * The one authorization mechanism: every route, including unknown ones, needs a valid bearer
 * token unless it is declared public, its session must not have ended (signed out: read from the
 * database on every request, so it counts at once on every instance) and its version must still be
 * its user's (a password change raises it, ending every earlier session). Ownership is then checked with
 * `requireUser`/`requireSupplier` and by scoping every query to the principal's supplier.
 */
export const auth = fp(
  async (app: FastifyInstance, { config, db }: { config: ServerConfig; db: Database }) => {
    await app.register(fastifyJwt, { secret: config.JWT_SECRET, sign: { expiresIn: config.TOKEN_TTL } });
    const verified = verifiedTokens();
    const sessions = sessionRepository(db);
    app.decorateRequest('principal', null);
    const signToken = async ({ userId, supplierId, sessionId }: TokenSubject & { sessionId: string }) => {
      const [row] = await db.query<{ token_version: number; member_id: string | null; role: Role | null }>(
        `SELECT u.token_version, m.member_id, m.role FROM users u
       LEFT JOIN supplier_members m ON m.user_id = u.user_id AND m.supplier_id = $2 WHERE u.user_id = $1`,
        [userId, supplierId],
      );
      if (!row) throw new Error(`no user ${userId} to sign a token for`);
      if (supplierId !== null && row.member_id === null) throw new Error(`user ${userId} is no member of supplier ${supplierId}`);
      const token = app.jwt.sign({
        sub: userId,
        sid: supplierId,
        mid: row.member_id,
        rol: row.role,
        ver: row.token_version,
        ses: sessionId,
      });
      const { exp } = app.jwt.decode<{ exp: number }>(token)!;
      if (!(await sessions.signed(sessionId, userId, row.token_version, new Date(exp * 1000)))) throw unauthorized(SESSION_ENDED_MESSAGE);
      return token;
    };
    app.decorate('signToken', signToken);
    app.decorate('startSession', async (subject: TokenSubject, client: SessionClient) =>
      signToken({ ...subject, sessionId: await sessions.start(subject.userId, client) }),
    );

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
      const { sub, sid, mid, rol, ver, ses } = parsed.output;
      const result = { principal: { userId: sub, supplierId: sid, memberId: mid, role: rol, sessionId: ses }, tokenVersion: ver };
      if (token !== null) verified.set(token, result, parsed.output.exp * 1000);
      return result;
    }

    app.addHook('onRequest', async (request) => {
      const routeConfig = request.routeOptions.config as Partial<PortalRouteConfig> | undefined;
      if (routeConfig?.public || request.method === 'OPTIONS') return;
      const { principal, tokenVersion } = await verify(request, bearerToken(request.headers.authorization));
      const standing = await sessions.standing(principal.sessionId, principal.userId);
      if (!standing || standing.tokenVersion !== tokenVersion) throw unauthorized(SESSION_ENDED_MESSAGE);
      // Only supplier accounts use this API, whatever token a customer account may hold.
      if (standing.role !== 'supplier') throw forbidden(CUSTOMER_ACCOUNT_MESSAGE);
      // "Last used" to the minute: a busy client writes once a minute, not on every request.
      if (standing.idle) await sessions.touch(principal.sessionId);
      request.principal = principal;
    });
  },
  { name: 'auth' },
);

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

/**
 * The caller's supplier, when their role grants one of the permissions; otherwise a 403 whose
 * message refuses the first and whose errors name each, so a client can tell what is missing.
 */
export function requireAnyPermission(request: FastifyRequest, permissions: readonly Permission[]): string {
  const supplierId = requireSupplier(request);
  const { role } = principalOf(request);
  if (!permissions.some((permission) => can(role, permission))) {
    throw new HttpError(
      403,
      permissionRefusal(permissions[0]!),
      permissions.map((permission) => ({ field: 'permission', message: permission })),
    );
  }
  return supplierId;
}

/**
 * Whose bookings the caller reaches: the whole business's when their role has `everything`
 * ('bookings.read', 'inbox.read'); else (a guide) only those assigned to their membership, whose
 * id this answers. A booking outside that reads as not found, as another business's does.
 */
export function assignedOnly(request: FastifyRequest, everything: Permission): string | null {
  const { role, memberId } = principalOf(request);
  return can(role, everything) ? null : memberId;
}
