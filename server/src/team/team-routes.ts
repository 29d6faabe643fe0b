import type { FastifyInstance } from 'fastify';

import { type Role, ROLE_LABELS, TEAM_REFUSALS, teamEndpoints } from '@portal/contracts';

import { recordActivity } from '../activity/activity-log';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { teamRepository } from './team-repository';

/**
 * The Team screen's members: list, change a role, remove. A business keeps at least one owner,
 * and a member whose role changes or who is removed is signed out everywhere at once: their tokens
 * name the old role (the token version rises, and this instance forgets the cached one).
 */
export function teamRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const team = teamRepository(db);

  route(app, teamEndpoints.listMembers, {
    handler: async ({ request }) => team.list(requireSupplier(request), principalOf(request).userId),
  });

  /** In one transaction with the owners locked: the change, unless it takes away the last owner. */
  async function changeMember(supplierId: string, memberId: string, callerId: string, change: { role: Role } | 'remove') {
    await db.transaction(async (tx) => {
      const members = teamRepository(tx);
      const owners = await members.lockOwners(supplierId);
      const member = await members.find(supplierId, memberId, callerId);
      if (!member) throw refuse(TEAM_REFUSALS.memberNotFound);
      const losesOwner = member.role === 'owner' && (change === 'remove' || change.role !== 'owner');
      if (losesOwner && owners.length === 1)
        throw refuse(change === 'remove' ? TEAM_REFUSALS.lastOwnerRemove : TEAM_REFUSALS.lastOwnerDemote);
      if (change !== 'remove' && change.role === member.role) return;
      if (change === 'remove') await members.remove(memberId);
      else await members.setRole(memberId, change.role);
      await members.endSessions(member.userId);
      const actor = { supplierId, userId: callerId };
      const object = { type: 'member' as const, id: memberId };
      if (change === 'remove')
        await recordActivity(tx, actor, 'member.removed', object, `${member.full_name} (${ROLE_LABELS[member.role]})`);
      else {
        const summary = `${member.full_name}: ${ROLE_LABELS[member.role]} to ${ROLE_LABELS[change.role]}`;
        await recordActivity(tx, actor, 'member.role_changed', object, summary);
      }
    });
  }

  route(app, teamEndpoints.changeMemberRole, {
    handler: async ({ params, body, request }) => {
      const supplierId = requireSupplier(request);
      const callerId = principalOf(request).userId;
      await changeMember(supplierId, params.id, callerId, { role: body.role });
      return (await team.find(supplierId, params.id, callerId))!;
    },
  });

  route(app, teamEndpoints.removeMember, {
    handler: async ({ params, request }) => {
      const supplierId = requireSupplier(request);
      await changeMember(supplierId, params.id, principalOf(request).userId, 'remove');
      return { message: 'Member removed.' };
    },
  });
}
