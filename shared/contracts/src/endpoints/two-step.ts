import { MessageReplySchema } from '../common';
import {
  ConfirmTwoStepSchema,
  DisableTwoStepSchema,
  RecoveryCodesSchema,
  SignedInReplySchema,
  TWO_STEP_REFUSALS,
  TwoStepRequirementSchema,
  TwoStepSetupSchema,
  TwoStepSignInSchema,
  TwoStepStatusSchema,
} from '../two-step';
import { defineEndpoint } from './define';

const tags = ['two-step'];

/** Two-step sign-in (TOTP, RFC 6238): the person's own set-up, the sign-in's second step, the owner's requirement. */
export const twoStepEndpoints = {
  getTwoStep: defineEndpoint({
    method: 'GET',
    path: '/users/two-step',
    tags,
    access: 'user',
    permission: 'any member',
    reply: TwoStepStatusSchema,
    summary:
      "Whether the signed-in person's two-step sign-in is on, how many recovery codes are left, and whether their business requires it",
  }),
  startTwoStep: defineEndpoint({
    method: 'POST',
    path: '/users/two-step/setup',
    tags,
    access: 'user',
    permission: 'any member',
    reply: TwoStepSetupSchema,
    success: 201,
    summary: 'Begin setting up two-step sign-in: a new secret and its otpauth:// address (replaces an unconfirmed one). 409 when it is on',
    refusals: { alreadyOn: TWO_STEP_REFUSALS.alreadyOn },
    rateLimit: { per: 'account', window: '15 minutes' },
  }),
  confirmTwoStep: defineEndpoint({
    method: 'POST',
    path: '/users/two-step/confirm',
    tags,
    access: 'user',
    permission: 'any member',
    body: ConfirmTwoStepSchema,
    reply: RecoveryCodesSchema,
    summary:
      'Turn two-step sign-in on with a first code from the app; answers ten single-use recovery codes, shown this once. 400 for a wrong code, 409 without a set-up',
    refusals: { wrongCode: TWO_STEP_REFUSALS.wrongCode, alreadyOn: TWO_STEP_REFUSALS.alreadyOn, notPending: TWO_STEP_REFUSALS.notPending },
    rateLimit: { per: 'account', window: '15 minutes' },
  }),
  disableTwoStep: defineEndpoint({
    method: 'POST',
    path: '/users/two-step/disable',
    tags,
    access: 'user',
    permission: 'any member',
    body: DisableTwoStepSchema,
    reply: MessageReplySchema,
    summary:
      'Turn two-step sign-in off with the password and a code (or a recovery code). 400 for a wrong password or code, 409 when it is off',
    refusals: { wrongCode: TWO_STEP_REFUSALS.wrongCode, wrongPassword: TWO_STEP_REFUSALS.wrongPassword, off: TWO_STEP_REFUSALS.off },
    rateLimit: { per: 'account', window: '15 minutes' },
  }),
  signInWithCode: defineEndpoint({
    method: 'POST',
    path: '/users/login/two-step',
    tags,
    access: 'public',
    permission: 'anyone',
    body: TwoStepSignInSchema,
    reply: SignedInReplySchema,
    summary:
      "Sign-in's second step: the challenge users/login answered and a code from the app or a recovery code (each used once). 400 for a wrong code; 401 when the challenge has expired or was used up",
    refusals: { wrongCode: TWO_STEP_REFUSALS.wrongCode, challengeEnded: TWO_STEP_REFUSALS.challengeEnded },
    rateLimit: { per: 'address', window: '1 minute' },
  }),
  getTwoStepRequirement: defineEndpoint({
    method: 'GET',
    path: '/team/two-step',
    tags,
    access: 'supplier',
    permission: 'team.manage',
    reply: TwoStepRequirementSchema,
    summary: 'Whether the business requires two-step sign-in of every member (team.manage)',
  }),
  setTwoStepRequirement: defineEndpoint({
    method: 'PUT',
    path: '/team/two-step',
    tags,
    access: 'supplier',
    permission: 'team.manage',
    body: TwoStepRequirementSchema,
    reply: TwoStepRequirementSchema,
    summary:
      'Require two-step sign-in of every member, or stop requiring it (team.manage); members without it set it up at their next sign-in',
  }),
};
