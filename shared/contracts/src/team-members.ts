import * as v from 'valibot';

import { EmailSchema } from './auth';
import { refusalAt } from './endpoints/define';
import { RoleSchema } from './team';

/** Days an invitation's link stays usable (issue 37: a single-use link valid 7 days). */
export const INVITATION_DAYS = 7;

export const LAST_OWNER_REMOVE_MESSAGE = 'The last owner cannot be removed. Make another member an owner first.';
export const LAST_OWNER_DEMOTE_MESSAGE = 'The last owner cannot be given another role. Make another member an owner first.';
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of the team.';
export const INVITATION_PENDING_MESSAGE = 'An invitation to this e-mail is already pending. Resend it from the list of invitations.';
export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid any more. Ask the owner for a new invitation.';
export const INVITATION_SIGN_IN_MESSAGE = 'An account with this email already exists. Sign in to accept the invitation.';
export const INVITATION_OTHER_EMAIL_MESSAGE = 'This invitation was sent to another e-mail address. Sign in with that address to accept it.';
export const INVITATION_SENT_MESSAGE = 'Invitation sent.';
export const INVITATION_NOT_SENT_MESSAGE = 'We could not send the invitation just now. Please resend it in a few minutes.';
export const NOT_A_MEMBER_MESSAGE = 'You are not a member of this business.';

/**
 * The team handlers' refusals beyond their schemas (they need the stored members and invitations,
 * the clock for a link's 7 days, or the mail service), declared for the handler and the OpenAPI
 * document alike.
 */
export const TEAM_REFUSALS = {
  memberNotFound: { status: 404, message: 'Member not found' },
  invitationNotFound: { status: 404, message: 'Invitation not found' },
  lastOwnerRemove: { status: 409, message: LAST_OWNER_REMOVE_MESSAGE },
  lastOwnerDemote: { status: 409, message: LAST_OWNER_DEMOTE_MESSAGE },
  alreadyMember: refusalAt(409, 'email', ALREADY_MEMBER_MESSAGE),
  invitationPending: refusalAt(409, 'email', INVITATION_PENDING_MESSAGE),
  /** The invitation is kept, so it can be resent once mail works again. */
  invitationNotSent: { status: 503, message: INVITATION_NOT_SENT_MESSAGE },
  /** A link withdrawn, spent, renewed or past its 7 days (or never made). */
  invitationInvalid: { status: 404, message: INVITATION_INVALID_MESSAGE },
  invitationHasLogin: { status: 409, message: INVITATION_SIGN_IN_MESSAGE },
  invitationOtherEmail: { status: 403, message: INVITATION_OTHER_EMAIL_MESSAGE },
  notAMember: { status: 403, message: NOT_A_MEMBER_MESSAGE },
} as const;

/** A member of the business as the Team screen lists them. */
export const TeamMemberSchema = v.object({
  member_id: v.string(),
  full_name: v.string(),
  email: v.string(),
  role: RoleSchema,
  status: v.picklist(['active']),
  last_sign_in_at: v.nullable(v.string()),
  /** The caller's own membership. */
  you: v.boolean(),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

export const InvitationSchema = v.object({
  invitation_id: v.string(),
  email: v.string(),
  role: RoleSchema,
  created_at: v.string(),
  expires_at: v.string(),
  status: v.picklist(['pending', 'expired']),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

export const InviteMemberSchema = v.object({ email: EmailSchema, role: RoleSchema });
export type InviteMemberRequest = v.InferInput<typeof InviteMemberSchema>;

export const ChangeRoleSchema = v.object({ role: RoleSchema });

/** The invitation link's token, in the path of the public invitation routes. */
export const InvitationTokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.minCodePoints(20), v.maxCodePoints(200), v.regex(/^[A-Za-z0-9_-]+$/)),
});

/** What the accept page shows before the person answers. */
export const InvitationPreviewSchema = v.object({
  business_name: v.string(),
  role: RoleSchema,
  email: v.string(),
  /** The e-mail has a login already: the person signs in and adds the business. */
  existing_account: v.boolean(),
});
export type InvitationPreview = v.InferOutput<typeof InvitationPreviewSchema>;

/** One business a person belongs to. */
export const MembershipSchema = v.object({ supplier_id: v.string(), business_name: v.string(), role: RoleSchema });
export type Membership = v.InferOutput<typeof MembershipSchema>;

export const SwitchBusinessSchema = v.object({ supplier_id: v.pipe(v.string(), v.uuid('Unknown business.')) });
