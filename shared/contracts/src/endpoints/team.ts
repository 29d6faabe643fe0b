import * as v from 'valibot';
import { LoginReplySchema } from '../auth';
import { IdParamsSchema, MessageReplySchema } from '../common';
import {
  ChangeRoleSchema, InvitationPreviewSchema, InvitationSchema, InvitationTokenParamsSchema, InviteMemberSchema,
  MembershipSchema, SwitchBusinessSchema, TeamMemberSchema,
} from '../team-members';
import { defineEndpoint } from './define';

const tags = ['team'];

/** The Team screen (owners: team.manage), the invitation link's preview and the businesses a person belongs to. */
export const teamEndpoints = {
  listMembers: defineEndpoint({
    method: 'GET', path: '/team/members', tags, access: 'supplier', permission: 'team.manage', reply: v.array(TeamMemberSchema),
    summary: 'The members of the business with role, status and last sign-in (team.manage)',
  }),
  changeMemberRole: defineEndpoint({
    method: 'PATCH', path: '/team/members/:id', tags, access: 'supplier', permission: 'team.manage', params: IdParamsSchema, body: ChangeRoleSchema, reply: TeamMemberSchema,
    summary: "Give a member another role (team.manage); ends that person's sessions. 409 for the last owner",
    answers: [409],
  }),
  removeMember: defineEndpoint({
    method: 'DELETE', path: '/team/members/:id', tags, access: 'supplier', permission: 'team.manage', params: IdParamsSchema, reply: MessageReplySchema,
    summary: "Remove a member from the business (team.manage); ends that person's sessions. 409 for the last owner",
    answers: [409],
  }),
  listInvitations: defineEndpoint({
    method: 'GET', path: '/team/invitations', tags, access: 'supplier', permission: 'team.manage', reply: v.array(InvitationSchema),
    summary: 'Invitations not yet accepted nor withdrawn (team.manage)',
  }),
  inviteMember: defineEndpoint({
    method: 'POST', path: '/team/invitations', tags, access: 'supplier', permission: 'team.manage', body: InviteMemberSchema, reply: InvitationSchema,
    summary: 'Invite a person by e-mail with a role (team.manage): an e-mail with a single-use link valid 7 days. 409 when already a member or invited',
    success: 201, answers: [409, 503], rateLimit: { per: 'account', window: '1 hour' },
  }),
  resendInvitation: defineEndpoint({
    method: 'POST', path: '/team/invitations/:id/resend', tags, access: 'supplier', permission: 'team.manage', params: IdParamsSchema, reply: InvitationSchema,
    summary: 'Send the invitation again with a new link valid 7 days; the earlier link stops working (team.manage)',
    answers: [503], rateLimit: { per: 'account', window: '1 hour' },
  }),
  withdrawInvitation: defineEndpoint({
    method: 'DELETE', path: '/team/invitations/:id', tags, access: 'supplier', permission: 'team.manage', params: IdParamsSchema, reply: MessageReplySchema,
    summary: 'Withdraw an invitation: its link stops working (team.manage)',
  }),
  previewInvitation: defineEndpoint({
    method: 'GET', path: '/invitations/:token', tags, access: 'public', permission: 'anyone', params: InvitationTokenParamsSchema, reply: InvitationPreviewSchema,
    summary: "An invitation link's business, role and e-mail, and whether that e-mail has a login (404 when the link is not valid)",
    rateLimit: { per: 'address', window: '1 minute' },
  }),
  joinInvitation: defineEndpoint({
    method: 'POST', path: '/invitations/:token/join', tags, access: 'user', permission: 'any member', params: InvitationTokenParamsSchema, reply: LoginReplySchema,
    summary: "Accept an invitation with the signed-in login of its e-mail: adds the business and answers a token for it",
    rateLimit: { per: 'address', window: '1 minute' },
  }),
  listMemberships: defineEndpoint({
    method: 'GET', path: '/memberships', tags, access: 'user', permission: 'any member', reply: v.array(MembershipSchema),
    summary: 'The businesses the signed-in person belongs to, with their role in each',
  }),
  switchBusiness: defineEndpoint({
    method: 'POST', path: '/memberships/switch', tags, access: 'user', permission: 'any member', body: SwitchBusinessSchema, reply: LoginReplySchema,
    summary: 'A token for another business of the signed-in person, without signing in again (403 when not a member)',
  }),
};
