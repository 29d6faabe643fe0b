import { queryOptions } from '@tanstack/react-query';

import { type InviteMemberRequest, type Role, teamEndpoints } from '@portal/contracts';
import { type AcceptInvitationRequest, invitationEndpoints } from '@portal/contracts/endpoints/invitations';

import { call } from './client';
import { queryRoots } from './query-keys';

export const listTeamMembers = () => call(teamEndpoints.listMembers, {});
export const listInvitations = () => call(teamEndpoints.listInvitations, {});
/** Another role for a member; the server ends that person's sessions. */
export const changeMemberRole = (memberId: string, role: Role) =>
  call(teamEndpoints.changeMemberRole, { params: { id: memberId }, body: { role } });
export const removeMember = (memberId: string) => call(teamEndpoints.removeMember, { params: { id: memberId } });
/** An e-mail with a single-use link valid 7 days. */
export const inviteMember = (request: InviteMemberRequest) => call(teamEndpoints.inviteMember, { body: request });
export const resendInvitation = (invitationId: string) => call(teamEndpoints.resendInvitation, { params: { id: invitationId } });
export const withdrawInvitation = (invitationId: string) => call(teamEndpoints.withdrawInvitation, { params: { id: invitationId } });

/** What an invitation link offers: the business, the role and the e-mail it was sent to. */
export const previewInvitation = (token: string) => call(teamEndpoints.previewInvitation, { params: { token } });
/** A new person's login from the invitation, signed in at once. */
export const acceptInvitation = (token: string, body: AcceptInvitationRequest) =>
  call(invitationEndpoints.acceptInvitation, { params: { token }, body });
/** The signed-in person adds the invitation's business; answers a token for it. */
export const joinInvitation = (token: string) => call(teamEndpoints.joinInvitation, { params: { token } });

/** The businesses the signed-in person belongs to, with their role in each. */
export const listMemberships = () => call(teamEndpoints.listMemberships, {});
/** A token for another of the person's businesses, without signing in again. */
export const switchBusiness = (supplierId: string) => call(teamEndpoints.switchBusiness, { body: { supplier_id: supplierId } });

export const membershipQueries = {
  all: () => queryOptions({ queryKey: ['memberships'], queryFn: listMemberships }),
};

export const invitationQueries = {
  preview: (token: string) =>
    queryOptions({ queryKey: ['invitations', token], queryFn: () => previewInvitation(token), retry: false, staleTime: Infinity }),
};

export const teamQueries = {
  all: queryRoots.team,
  members: () => queryOptions({ queryKey: [...teamQueries.all, 'members'], queryFn: listTeamMembers }),
  invitations: () => queryOptions({ queryKey: [...teamQueries.all, 'invitations'], queryFn: listInvitations }),
};
