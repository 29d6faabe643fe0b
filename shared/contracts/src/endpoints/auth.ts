import * as v from 'valibot';

import { PasswordResetConfirmSchema, PasswordResetRequestSchema, RESET_LINK_INVALID_REFUSAL } from '../account-recovery';
import { AUTH_REFUSALS, EmailCheckReplySchema, EmailCheckRequestSchema, LoginRequestSchema } from '../auth';
import { IdParamsSchema, MessageReplySchema } from '../common';
import { SignInReplySchema } from '../two-step';
import { ResendVerificationReplySchema, USER_REFUSALS } from '../users';
import { defineEndpoint } from './define';

const tags = ['auth'];

/** The verification e-mail's link: its token. */
export const VerifyEmailQuerySchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty('The link has no token.'), v.maxCodePoints(200)),
});

/** Sign-in, account recovery and e-mail verification. */
export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/users/login',
    tags,
    access: 'public',
    permission: 'anyone',
    body: LoginRequestSchema,
    reply: SignInReplySchema,
    refusals: { invalidCredentials: AUTH_REFUSALS.invalidCredentials, customerAccount: AUTH_REFUSALS.customerAccount },
    summary:
      'Sign in with e-mail and password; answers a bearer token, or, for a person with two-step sign-in on, a short-lived challenge for users/login/two-step',
    // One e-mail's guesses, and one address's across e-mails (one common password tried on many accounts).
    rateLimit: [
      { per: 'address and e-mail', window: '1 minute' },
      { per: 'address', window: '15 minutes' },
    ],
  }),
  checkEmail: defineEndpoint({
    method: 'POST',
    path: '/users/email-check',
    tags,
    access: 'public',
    permission: 'anyone',
    body: EmailCheckRequestSchema,
    reply: EmailCheckReplySchema,
    summary:
      "Whether users/register would take this e-mail with this password (free, or the same person's unfinished sign-up); limited like users/register, as it tells the same",
    rateLimit: { per: 'address', window: '1 hour' },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/users/password-reset',
    tags,
    access: 'public',
    permission: 'anyone',
    body: PasswordResetRequestSchema,
    reply: MessageReplySchema,
    summary:
      'Ask for a password reset link by e-mail (single use, 30 minutes). Answered alike, 202, whether or not the e-mail has an account',
    success: 202,
    rateLimit: { per: 'address', window: '15 minutes' },
  }),
  confirmPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/users/password-reset/confirm',
    tags,
    access: 'public',
    permission: 'anyone',
    body: PasswordResetConfirmSchema,
    reply: MessageReplySchema,
    summary: "Set a new password with a reset link's token (sign-up's password rules); spends the link and ends every earlier session",
    refusals: { linkInvalid: RESET_LINK_INVALID_REFUSAL, commonPassword: AUTH_REFUSALS.commonPassword },
    rateLimit: { per: 'address', window: '15 minutes' },
  }),
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/users/verify-email',
    tags,
    access: 'public',
    permission: 'anyone',
    query: VerifyEmailQuerySchema,
    media: 'text/html',
    summary:
      'The link of the verification e-mail, opened in a browser: marks the address verified and answers a page (400 with a page when the link is not valid)',
    // The link's token is long and random; guessing at it is slowed all the same.
    rateLimit: { per: 'address', window: '1 minute' },
  }),
  resendVerificationEmail: defineEndpoint({
    method: 'POST',
    path: '/users/verification-email/:id',
    tags,
    access: 'user',
    permission: 'any member',
    params: IdParamsSchema,
    reply: ResendVerificationReplySchema,
    summary:
      'Send the signed-in user a new verification e-mail (rate-limited per account); answers email_verified: true, sending nothing, when the address is verified already',
    refusals: { userNotFound: USER_REFUSALS.userNotFound, notSent: USER_REFUSALS.verificationNotSent },
    rateLimit: { per: 'account', window: '1 hour' },
  }),
};
