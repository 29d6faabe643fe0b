import * as v from 'valibot';

import { EmailSchema, NewPasswordSchema, REQUIRED_MESSAGE } from './auth';
import { refusalAt } from './endpoints/define';
import { PASSWORD_MISMATCH_MESSAGE } from './users';

/**
 * Account recovery (issue 15): 'Forgot password?' on /login asks for the e-mail, the server sends
 * a single-use link valid PASSWORD_RESET_MINUTES, and the page it opens sets a new password with
 * the sign-up's rules. The answer to the request never says whether the e-mail has an account.
 */
export const PASSWORD_RESET_MINUTES = 30;

/** The one answer to a reset request, account or not. */
export const PASSWORD_RESET_SENT_MESSAGE = `If an account exists for this email, we have sent it a link to reset the password. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`;
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is not valid, was used already or has expired. Please ask for a new one.';
/** A reset link's token that is not (or no longer) usable. */
export const RESET_LINK_INVALID_REFUSAL = refusalAt(400, 'token', RESET_LINK_INVALID_MESSAGE);
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. Please sign in with your new password.';

/** What the sign-in page says when it was reached because the session ended (a 401, or a token past its time). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** POST users/password-reset. */
export const PasswordResetRequestSchema = v.object({ email: EmailSchema });
export type PasswordResetRequest = v.InferInput<typeof PasswordResetRequestSchema>;

/** The link's token: long and random, in the reset page's query. */
export const ResetTokenSchema = v.pipe(
  v.string(RESET_LINK_INVALID_MESSAGE),
  v.trim(),
  v.nonEmpty(RESET_LINK_INVALID_MESSAGE),
  v.maxCodePoints(200, RESET_LINK_INVALID_MESSAGE),
);

/** POST users/password-reset/confirm: the link's token and the new password, with sign-up's rules. */
export const PasswordResetConfirmSchema = v.object({ token: ResetTokenSchema, password: NewPasswordSchema });
export type PasswordResetConfirm = v.InferInput<typeof PasswordResetConfirmSchema>;

/** The reset page's form: the new password twice, the second matching the first. */
export const ResetPasswordFormSchema = v.pipe(
  v.object({
    password: NewPasswordSchema,
    confirmPassword: v.pipe(v.string(), v.nonEmpty(REQUIRED_MESSAGE)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, PASSWORD_MISMATCH_MESSAGE),
    ['confirmPassword'],
  ),
);
export type ResetPasswordForm = v.InferInput<typeof ResetPasswordFormSchema>;
