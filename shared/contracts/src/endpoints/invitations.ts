import * as v from 'valibot';

import { COMMON_PASSWORD_REFUSAL, LoginReplySchema, NewPasswordSchema, REQUIRED_MESSAGE } from '../auth';
import { PhoneNumberSchema } from '../phone';
import { InvitationTokenParamsSchema, TEAM_REFUSALS } from '../team-members';
import { defineEndpoint } from './define';

/** A new person's login from an invitation: the e-mail is the invitation's; the same password rules as sign-up. */
export const AcceptInvitationSchema = v.object({
  full_name: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.maxCodePoints(120)),
  phone_number: PhoneNumberSchema,
  password: NewPasswordSchema,
});
export type AcceptInvitationRequest = v.InferInput<typeof AcceptInvitationSchema>;

/** Accepting an invitation as a new person, apart as sign-up's are (its phone check is libphonenumber-js). */
export const invitationEndpoints = {
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/invitations/:token/accept',
    tags: ['team'],
    access: 'public',
    permission: 'anyone',
    params: InvitationTokenParamsSchema,
    body: AcceptInvitationSchema,
    reply: LoginReplySchema,
    summary:
      "Accept an invitation as a new person: name, phone and password (sign-up's rules) make the login, signed in at once. 409 when the e-mail has a login already",
    success: 201,
    refusals: {
      invalid: TEAM_REFUSALS.invitationInvalid,
      hasLogin: TEAM_REFUSALS.invitationHasLogin,
      commonPassword: COMMON_PASSWORD_REFUSAL,
    },
    rateLimit: { per: 'address', window: '1 minute' },
  }),
};
