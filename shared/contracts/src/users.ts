import * as v from 'valibot';

import { NewPasswordSchema } from './auth';
import { refusalAt } from './endpoints/define';
import { fileAddressSchema } from './uploads';

export const BankAccountSchema = v.object({
  bank: v.pipe(v.string(), v.trim(), v.nonEmpty('Bank is required.'), v.maxCodePoints(80)),
  branchCode: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{4}$/, 'Branch code is 4 digits.')),
  accountTitle: v.pipe(v.string(), v.trim(), v.nonEmpty('Account title is required.'), v.maxCodePoints(120)),
  accountNumber: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{8,20}$/, 'Account number is 8 to 20 digits.')),
  iban: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
    v.regex(/^PK[0-9]{2}[A-Z]{4}[0-9]{16}$/, 'A Pakistani IBAN is PK followed by 22 characters.'),
  ),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/** The languages of the portal (the same list as @portal/i18n's LANGUAGES). */
export const PORTAL_LANGUAGES = ['en', 'ur'] as const;

export const UserSchema = v.object({
  user_id: v.string(),
  full_name: v.string(),
  email: v.string(),
  phone_number: v.nullable(v.string()),
  telephone_number: v.nullable(v.string()),
  bank_account: v.nullable(BankAccountSchema),
  profile_photo: v.nullable(v.string()),
  role: v.string(),
  email_verified: v.boolean(),
  /** The portal's language the member chose (issue 40); English for a member who never chose. */
  language: v.optional(v.picklist(PORTAL_LANGUAGES), 'en'),
});
export type User = v.InferOutput<typeof UserSchema>;

/** PUT /users/language/:id: the member's language, remembered for their next sign-in. */
export const UpdateLanguageRequestSchema = v.object({ language: v.picklist(PORTAL_LANGUAGES) });
export type UpdateLanguageRequest = v.InferOutput<typeof UpdateLanguageRequestSchema>;

export const PASSWORD_FIELDS_REQUIRED_MESSAGE = 'All password fields are required.';
export const PASSWORD_MISMATCH_MESSAGE = 'New password and confirmation do not match.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect.';
/** The refusals of the user's own account beyond its schemas (they need the stored password and uploads). */
export const USER_REFUSALS = {
  /** The signed-in user's login is gone (deleted meanwhile). */
  userNotFound: { status: 404, message: 'User not found' },
  /** The mail service refused or was unreachable: nothing was sent. */
  verificationNotSent: { status: 503, message: 'We could not send the email just now. Please try again in a few minutes.' },
  currentPasswordWrong: refusalAt(400, 'current_password', CURRENT_PASSWORD_WRONG_MESSAGE),
} as const;

/** PUT /users/{id}: a password change; the server checks current_password before accepting it. */
export const ChangePasswordRequestSchema = v.object({
  password: NewPasswordSchema,
  current_password: v.pipe(v.string(), v.nonEmpty(PASSWORD_FIELDS_REQUIRED_MESSAGE), v.maxCodePoints(200)),
});
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequestSchema>;

/**
 * The password change ends every session signed before it; `token` is a new one for the session
 * that made the change, so it goes on without signing in again.
 */
export const ChangePasswordReplySchema = v.object({ message: v.string(), token: v.string() });
export type ChangePasswordReply = v.InferOutput<typeof ChangePasswordReplySchema>;

export const BANK_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change where payouts go.';

/** PUT /users/bank/{id}: the account payouts go to, and the current password, which the server checks. */
export const UpdateBankAccountRequestSchema = v.object({
  ...BankAccountSchema.entries,
  // Missing and empty say the same thing to the person.
  current_password: v.pipe(v.optional(v.string(), ''), v.nonEmpty(BANK_PASSWORD_REQUIRED_MESSAGE), v.maxCodePoints(200)),
});
export type UpdateBankAccountRequest = v.InferOutput<typeof UpdateBankAccountRequestSchema>;
export type UpdateBankAccountForm = v.InferInput<typeof UpdateBankAccountRequestSchema>;

/**
 * The Account Details form: every field required, then the new password's own rules, then the
 * confirmation; the same NewPasswordSchema the server applies.
 */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_FIELDS_REQUIRED_MESSAGE)),
    newPassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_FIELDS_REQUIRED_MESSAGE), NewPasswordSchema),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_FIELDS_REQUIRED_MESSAGE)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORD_MISMATCH_MESSAGE,
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordForm = v.InferInput<typeof ChangePasswordFormSchema>;

export const PROFILE_PHOTO_MESSAGE = 'The profile photo must be an image uploaded to this portal.';
export const PROFILE_PHOTO_REFUSAL = refusalAt(400, 'profile_photo', PROFILE_PHOTO_MESSAGE);

/** PUT /users/profile-image/{id}: the URL POST uploads answered for an image. */
export const ProfileImageRequestSchema = v.object({
  profile_photo: v.pipe(v.string(), v.trim(), fileAddressSchema(PROFILE_PHOTO_MESSAGE)),
});
export type ProfileImageRequest = v.InferInput<typeof ProfileImageRequestSchema>;

export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

/**
 * POST users/verification-email/{id}: a new verification e-mail. `email_verified` says whether the
 * address was verified already (then nothing is sent), so the screen shows the state at once.
 */
export const ResendVerificationReplySchema = v.object({ message: v.string(), email_verified: v.boolean() });
export type ResendVerificationReply = v.InferOutput<typeof ResendVerificationReplySchema>;
