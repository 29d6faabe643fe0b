import { useMutation } from '@tanstack/react-query';

import { failureText, twoStepMutations } from '@portal/api';
import { type DisableTwoStep, DisableTwoStepSchema } from '@portal/contracts';
import { FormField, useForm, valibotResolver } from '@portal/forms';
import { Button, Input, Stack, toast } from '@portal/ui';

import { applyServerErrors } from './server-errors';

/** Turning two-step sign-in off takes the password and a code (or a recovery code). */
export function TwoStepOffForm() {
  const disable = useMutation(twoStepMutations.disable());
  const { register, handleSubmit, setError, formState } = useForm<DisableTwoStep>({
    defaultValues: { password: '', code: '' },
    resolver: valibotResolver(DisableTwoStepSchema),
  });
  const save = async (values: DisableTwoStep) => {
    try {
      await disable.mutateAsync(values);
      toast.success('Two-step sign-in is off');
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password', 'code']))
        toast.error(failureText(error, (m) => m, 'Could not turn two-step sign-in off.'));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-label="Turn off two-step sign-in">
      <Stack gap="3">
        <FormField label="Password" error={formState.errors.password}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <FormField label="Code from the app or a recovery code" error={formState.errors.code}>
          <Input autoComplete="one-time-code" maxW="14rem" {...register('code')} />
        </FormField>
        <Button type="submit" alignSelf="start" variant="outline" colorPalette="red" loading={formState.isSubmitting}>
          Turn off two-step sign-in
        </Button>
      </Stack>
    </form>
  );
}
