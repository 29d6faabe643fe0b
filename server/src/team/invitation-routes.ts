import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { CUSTOMER_ACCOUNT_REFUSAL, type Invitation, ROLE_LABELS, TEAM_REFUSALS, teamEndpoints } from '@portal/contracts';
import { invitationEndpoints } from '@portal/contracts/endpoints/invitations';

import { recordActivity } from '../activity/activity-log';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import { scryptParams, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { principalOf, requireSupplier } from '../plugins/auth';
import { signIns } from '../sessions/sign-in';
import { userRepository } from '../users/user-repository';
import { invitationLink, invitationMail } from './invitation-mail';
import { invitationRepository, type OpenInvitation } from './invitation-repository';
import { recordMemberJoined } from './member-joined';
import { teamRepository } from './team-repository';

const newToken = () => randomBytes(32).toString('base64url');

/**
 * Invitations: the owner invites by e-mail and role, resends or withdraws; the link's page shows
 * the business, and accepting makes a login for a new person or adds the business to the login
 * of the e-mail (signed in). Accepting spends the link and signs the person in to that business.
 */
export function invitationRoutes(app: FastifyInstance, deps: { db: Database; config: ServerConfig; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  const signIn = signIns(app, { db, mailer });
  const invitations = invitationRepository(db);
  const team = teamRepository(db);
  const users = userRepository(db);

  async function send(supplierId: string, inviterId: string, invitation: Invitation, token: string): Promise<Invitation> {
    const inviter = await team.inviter(supplierId, inviterId);
    await mailer.send(invitationMail(invitation.email, { ...inviter, role: invitation.role }, invitationLink(config, token))).catch(() => {
      // The invitation stays in the list, so it can be resent once mail works again.
      throw refuse(TEAM_REFUSALS.invitationNotSent);
    });
    return invitation;
  }

  route(app, teamEndpoints.listInvitations, {
    handler: async ({ request }) => invitations.listOpen(requireSupplier(request)),
  });

  route(app, teamEndpoints.inviteMember, {
    rateLimitMax: config.INVITATION_RATE_LIMIT,
    handler: async ({ body, request }) => {
      const supplierId = requireSupplier(request);
      if (await team.isMember(supplierId, body.email)) throw refuse(TEAM_REFUSALS.alreadyMember);
      const pending = await invitations.findOpenByEmail(supplierId, body.email);
      if (pending?.status === 'pending') throw refuse(TEAM_REFUSALS.invitationPending);
      // An expired invitation to the same e-mail gives way to the new one.
      if (pending) await invitations.withdraw(supplierId, pending.invitation_id);
      const token = newToken();
      const invitation = await invitations.create({
        supplierId,
        email: body.email,
        role: body.role,
        token,
        invitedBy: principalOf(request).userId,
      });
      const actor = { supplierId, userId: principalOf(request).userId };
      const summary = `${invitation.email} as ${ROLE_LABELS[invitation.role]}`;
      await recordActivity(db, actor, 'member.invited', { type: 'invitation', id: invitation.invitation_id }, summary);
      return send(supplierId, actor.userId, invitation, token);
    },
  });

  route(app, teamEndpoints.resendInvitation, {
    rateLimitMax: config.INVITATION_RATE_LIMIT,
    handler: async ({ params, request }) => {
      const supplierId = requireSupplier(request);
      const token = newToken();
      const invitation = await invitations.renew(supplierId, params.id, token);
      if (!invitation) throw refuse(TEAM_REFUSALS.invitationNotFound);
      return send(supplierId, principalOf(request).userId, invitation, token);
    },
  });

  route(app, teamEndpoints.withdrawInvitation, {
    handler: async ({ params, request }) => {
      if (!(await invitations.withdraw(requireSupplier(request), params.id))) throw refuse(TEAM_REFUSALS.invitationNotFound);
      return { message: 'Invitation withdrawn.' };
    },
  });

  const usable = async (token: string): Promise<OpenInvitation> => {
    const invitation = await invitations.findUsable(token);
    if (!invitation) throw refuse(TEAM_REFUSALS.invitationInvalid);
    return invitation;
  };

  route(app, teamEndpoints.previewInvitation, {
    rateLimitMax: config.INVITATION_LINK_RATE_LIMIT,
    handler: async ({ params }) => {
      const invitation = await usable(params.token);
      const existing = await users.findCredentials(invitation.email);
      return {
        business_name: invitation.business_name,
        role: invitation.role,
        email: invitation.email,
        existing_account: existing !== null,
      };
    },
  });

  /** Spends the link and makes the membership in one transaction; a link spent meanwhile is refused. */
  async function join(invitation: OpenInvitation, userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await invitationRepository(tx).spend(invitation.invitation_id))) throw refuse(TEAM_REFUSALS.invitationInvalid);
      const memberId = await teamRepository(tx).add(invitation.supplier_id, userId, invitation.role);
      if (memberId) await recordMemberJoined(tx, memberId);
    });
  }

  /** The reply of joining: `token`, of the session in which the person joined, is for the new business. */
  async function signedInReply(userId: string, invitation: OpenInvitation, token: string) {
    const user = (await users.findById(userId))!;
    await team.signedIn(userId, invitation.supplier_id);
    return {
      message: 'Invitation accepted',
      token,
      user: { user_id: userId, supplier_id: invitation.supplier_id, role: invitation.role, full_name: user.full_name, email: user.email },
    };
  }

  route(app, invitationEndpoints.acceptInvitation, {
    rateLimitMax: config.INVITATION_LINK_RATE_LIMIT,
    handler: async ({ params, body, request, reply }) => {
      const invitation = await usable(params.token);
      if (await users.findCredentials(invitation.email)) throw refuse(TEAM_REFUSALS.invitationHasLogin);
      refuseCommonPassword(body.password);
      const passwordHash = await hashPassword(body.password, scryptParams(config));
      const userId = await users.insert({ ...body, email: invitation.email, role: 'supplier', password_hash: passwordHash });
      if (!userId) throw refuse(TEAM_REFUSALS.invitationHasLogin);
      // The link came to this address, which proves it as the verification e-mail would.
      await users.markEmailVerified(userId);
      await join(invitation, userId);
      // The person's first browser: nothing to announce.
      return signedInReply(
        userId,
        invitation,
        await signIn(request, reply, { userId, supplierId: invitation.supplier_id }, { announce: false }),
      );
    },
  });

  route(app, teamEndpoints.joinInvitation, {
    rateLimitMax: config.INVITATION_LINK_RATE_LIMIT,
    handler: async ({ params, request }) => {
      const invitation = await usable(params.token);
      const { userId, sessionId } = principalOf(request);
      const user = await users.findById(userId);
      if (!user || user.email !== invitation.email) throw refuse(TEAM_REFUSALS.invitationOtherEmail);
      if (user.role !== 'supplier') throw refuse(CUSTOMER_ACCOUNT_REFUSAL);
      await join(invitation, userId);
      return signedInReply(userId, invitation, await app.signToken({ userId, supplierId: invitation.supplier_id, sessionId }));
    },
  });
}
