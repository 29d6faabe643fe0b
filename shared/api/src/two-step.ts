import { mutationOptions, queryOptions } from '@tanstack/react-query';

import { type ConfirmTwoStep, type DisableTwoStep, twoStepEndpoints, type TwoStepSignIn } from '@portal/contracts';

import { call } from './client';

/** Sign-in's second step: the challenge users/login answered and a code from the app or a recovery code. */
export const signInWithCode = (body: TwoStepSignIn) => call(twoStepEndpoints.signInWithCode, { body });

const getTwoStep = () => call(twoStepEndpoints.getTwoStep, {});
const startTwoStep = () => call(twoStepEndpoints.startTwoStep, {});
const confirmTwoStep = (body: ConfirmTwoStep) => call(twoStepEndpoints.confirmTwoStep, { body });
const disableTwoStep = (body: DisableTwoStep) => call(twoStepEndpoints.disableTwoStep, { body });
const getTwoStepRequirement = () => call(twoStepEndpoints.getTwoStepRequirement, {});
const setTwoStepRequirement = (required: boolean) => call(twoStepEndpoints.setTwoStepRequirement, { body: { required } });

export const twoStepQueries = {
  all: ['two-step'] as const,
  status: () => queryOptions({ queryKey: [...twoStepQueries.all, 'status'], queryFn: getTwoStep }),
  requirement: () => queryOptions({ queryKey: ['team', 'two-step'], queryFn: getTwoStepRequirement }),
};

/** Each change of the person's two-step sign-in reads the status again (on or off, codes left). */
export const twoStepMutations = {
  start: () => mutationOptions({ mutationFn: startTwoStep }),
  confirm: () =>
    mutationOptions({
      mutationFn: confirmTwoStep,
      onSuccess: (_reply, _body, _result, { client }) => client.invalidateQueries({ queryKey: twoStepQueries.all }),
    }),
  disable: () =>
    mutationOptions({
      mutationFn: disableTwoStep,
      onSuccess: (_reply, _body, _result, { client }) => client.invalidateQueries({ queryKey: twoStepQueries.all }),
    }),
  require: () =>
    mutationOptions({
      mutationFn: setTwoStepRequirement,
      onSuccess: (reply, _required, _result, { client }) => client.setQueryData(twoStepQueries.requirement().queryKey, reply),
    }),
};
