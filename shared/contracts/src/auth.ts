import * as v from 'valibot';

import { invalidFields, refusalAt } from './endpoints/define';
import { RoleSchema } from './team';

export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 6 characters long.';
/** The server's refusal of a password among the 10,000 most common (sign-up, change, reset, invitation). */
export const PASSWORD_COMMON_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
export const REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const PHONE_MESSAGE = 'Please enter a valid phone number.';
/** A customer's account of the marketplace, at the supplier portal's sign-in or sign-up. */
export const CUSTOMER_ACCOUNT_MESSAGE =
  'This e-mail belongs to a customer account of the marketplace. Only supplier accounts sign in here: please sign up as a supplier with another e-mail address.';

/** users/register's refusal of an e-mail that has an account, and the sign-up's as the contact step is left. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

/** The refusal of a common password, at the password field (sign-up, change, reset, invitation). */
export const COMMON_PASSWORD_REFUSAL = invalidFields({ field: 'password', message: PASSWORD_COMMON_MESSAGE });
/** The refusal of a customer's account of the marketplace (sign-in, sign-up, joining a team). */
export const CUSTOMER_ACCOUNT_REFUSAL = { status: 403, message: CUSTOMER_ACCOUNT_MESSAGE } as const;

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.email(EMAIL_MESSAGE),
  v.maxCodePoints(254),
);
export const NewPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.minCodePoints(6, PASSWORD_LENGTH_MESSAGE),
  v.maxCodePoints(200),
);

export const LoginRequestSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(), v.nonEmpty('Password is required.'), v.maxCodePoints(200)),
});
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

export const LoginReplySchema = v.object({
  message: v.string(),
  token: v.string(),
  user: v.object({
    user_id: v.string(),
    supplier_id: v.nullable(v.string()),
    /** The member's role in that supplier; null until sign-up is complete. */
    role: v.nullable(RoleSchema),
    full_name: v.string(),
    email: v.string(),
  }),
});
export type LoginReply = v.InferOutput<typeof LoginReplySchema>;

// users/register's request is in registration.ts: its phone number is checked with libphonenumber-js.

export const RegisterUserReplySchema = v.object({
  message: v.string(),
  user: v.object({ user_id: v.string() }),
  /** A token for the new account, so the wizard can finish supplier registration. */
  token: v.string(),
});
export type RegisterUserReply = v.InferOutput<typeof RegisterUserReplySchema>;

/**
 * POST users/email-check: whether users/register would take this e-mail with this password,
 * asked as the sign-up's contact step is left. It tells no more than users/register does (an
 * account of someone else, or one the same person began and may continue), and is limited alike.
 */
export const EmailCheckRequestSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(), v.nonEmpty(REQUIRED_MESSAGE), v.maxCodePoints(200)),
});
export type EmailCheckRequest = v.InferInput<typeof EmailCheckRequestSchema>;

export const EmailCheckReplySchema = v.object({ available: v.boolean() });
export type EmailCheckReply = v.InferOutput<typeof EmailCheckReplySchema>;

/** The sign-in's refusal of a wrong e-mail or password (the server's words since the first release). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The refusals of sign-in and users/register beyond their schemas (they need the stored accounts). */
export const AUTH_REFUSALS = {
  invalidCredentials: { status: 401, message: INVALID_CREDENTIALS_MESSAGE },
  customerAccount: CUSTOMER_ACCOUNT_REFUSAL,
  emailTaken: refusalAt(409, 'email', EMAIL_TAKEN_MESSAGE),
  commonPassword: COMMON_PASSWORD_REFUSAL,
} as const;
