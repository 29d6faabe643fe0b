import * as v from 'valibot';

import { LoginReplySchema } from './auth';
import { refusalAt } from './endpoints/define';

/** How many single-use recovery codes a person gets when two-step sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between password and code lasts, in seconds. */
export const TWO_STEP_CHALLENGE_SECONDS = 300;

export const TWO_STEP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const TWO_STEP_WRONG_CODE_MESSAGE = 'That code is not right. Try the newest code from your app.';
export const TWO_STEP_SIGN_IN_CODE_MESSAGE = 'Enter a code from your authenticator app or a recovery code.';
export const TWO_STEP_CHALLENGE_ENDED_MESSAGE = 'This sign-in has expired. Please sign in again.';
export const TWO_STEP_NOT_PENDING_MESSAGE = 'Start the set-up again: no two-step set-up is waiting for a code.';
export const TWO_STEP_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on.';
export const TWO_STEP_OFF_MESSAGE = 'Two-step sign-in is not on.';
export const TWO_STEP_REQUIRED_MESSAGE = 'Your business requires two-step sign-in. Set it up to continue.';
export const TWO_STEP_WRONG_PASSWORD_MESSAGE = 'The password is not right.';

/** The two-step handlers' refusals beyond their schemas (they need the stored set-up, codes and challenges). */
export const TWO_STEP_REFUSALS = {
  wrongCode: refusalAt(400, 'code', TWO_STEP_WRONG_CODE_MESSAGE),
  wrongPassword: refusalAt(400, 'password', TWO_STEP_WRONG_PASSWORD_MESSAGE),
  alreadyOn: { status: 409, message: TWO_STEP_ALREADY_ON_MESSAGE },
  notPending: { status: 409, message: TWO_STEP_NOT_PENDING_MESSAGE },
  off: { status: 409, message: TWO_STEP_OFF_MESSAGE },
  /** The challenge is spent, past its time or out of tries. */
  challengeEnded: { status: 401, message: TWO_STEP_CHALLENGE_ENDED_MESSAGE },
} as const;

/** A code from the authenticator app: six digits (spaces, as apps show them, are left out). */
export const TotpCodeSchema = v.pipe(
  v.string(),
  v.transform((code) => code.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, TWO_STEP_CODE_MESSAGE),
);

/** At sign-in and to turn it off: an app's code or one of the recovery codes (xxxxx-xxxxx). */
export const SignInCodeSchema = v.pipe(
  v.string(),
  v.transform((code) => code.replace(/\s/g, '').toLowerCase()),
  v.nonEmpty(TWO_STEP_SIGN_IN_CODE_MESSAGE),
  v.maxLength(40, TWO_STEP_SIGN_IN_CODE_MESSAGE),
);

export const TwoStepStatusSchema = v.object({
  enabled: v.boolean(),
  /** Recovery codes not yet used; 0 while two-step is off. */
  recovery_codes_left: v.number(),
  /** Whether the member's business requires two-step sign-in. */
  required: v.boolean(),
});
export type TwoStepStatus = v.InferOutput<typeof TwoStepStatusSchema>;

/** The set-up's secret: the otpauth:// address for the QR code, and the secret as text for typing. */
export const TwoStepSetupSchema = v.object({ secret: v.string(), otpauth_uri: v.string() });
export type TwoStepSetup = v.InferOutput<typeof TwoStepSetupSchema>;

export const ConfirmTwoStepSchema = v.object({ code: TotpCodeSchema });
export type ConfirmTwoStep = v.InferInput<typeof ConfirmTwoStepSchema>;

/** Shown once, when two-step is turned on; only their hashes are kept. */
export const RecoveryCodesSchema = v.object({ recovery_codes: v.array(v.string()) });
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodesSchema>;

export const DisableTwoStepSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty('Password is required.'), v.maxLength(200)),
  code: SignInCodeSchema,
});
export type DisableTwoStep = v.InferInput<typeof DisableTwoStepSchema>;

/** Sign-in's answer when the password was right and the second step is owed: no token yet. */
export const TwoStepChallengeReplySchema = v.object({
  message: v.string(),
  two_step: v.literal('code'),
  /** Short-lived and single-use; it only lets the code be sent, never calls the API. */
  challenge: v.string(),
  expires_in: v.number(),
});
export type TwoStepChallengeReply = v.InferOutput<typeof TwoStepChallengeReplySchema>;

/** A full sign-in; `two_step: 'setup'` when the business requires two-step and the person has not set it up. */
export const SignedInReplySchema = v.object({ ...LoginReplySchema.entries, two_step: v.optional(v.literal('setup')) });
export type SignedInReply = v.InferOutput<typeof SignedInReplySchema>;

export const SignInReplySchema = v.union([SignedInReplySchema, TwoStepChallengeReplySchema]);
export type SignInReply = v.InferOutput<typeof SignInReplySchema>;

export const TwoStepSignInSchema = v.object({
  challenge: v.pipe(v.string(), v.nonEmpty(TWO_STEP_CHALLENGE_ENDED_MESSAGE), v.maxLength(200)),
  code: SignInCodeSchema,
});
export type TwoStepSignIn = v.InferInput<typeof TwoStepSignInSchema>;

/** The owner's switch on the Team screen. */
export const TwoStepRequirementSchema = v.object({ required: v.boolean() });
export type TwoStepRequirement = v.InferOutput<typeof TwoStepRequirementSchema>;
