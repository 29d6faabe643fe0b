import type { FastifyInstance } from 'fastify';

import { TEAM_REFUSALS, teamEndpoints } from '@portal/contracts';

import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { principalOf } from '../plugins/auth';
import { userRepository } from '../users/user-repository';
import { teamRepository } from './team-repository';

/** The businesses a person belongs to, and a token for another of them without signing in again. */
export function membershipRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const team = teamRepository(db);
  const users = userRepository(db);

  route(app, teamEndpoints.listMemberships, {
    handler: async ({ request }) => team.memberships(principalOf(request).userId),
  });

  route(app, teamEndpoints.switchBusiness, {
    handler: async ({ body, request }) => {
      const { userId, sessionId } = principalOf(request);
      const membership = (await team.memberships(userId)).find((one) => one.supplier_id === body.supplier_id);
      if (!membership) throw refuse(TEAM_REFUSALS.notAMember);
      const user = (await users.findById(userId))!;
      await team.signedIn(userId, membership.supplier_id);
      return {
        message: 'Business switched',
        // The same sign-in goes on in the other business: one session, whose sign-out ends both tokens.
        token: await app.signToken({ userId, supplierId: membership.supplier_id, sessionId }),
        user: { user_id: userId, supplier_id: membership.supplier_id, role: membership.role, full_name: user.full_name, email: user.email },
      };
    },
  });
}
