import { useMutation } from '@tanstack/react-query';

import { failureText, twoStepMutations } from '@portal/api';
import { type DisableTwoStep, DisableTwoStepSchema } from '@portal/contracts';
import { FormField, useForm, valibotResolver } from '@portal/forms';
import { Button, Input, Stack, toast } from '@portal/ui';

import { accountText, useAccountStrings } from '../common/strings/account-strings';
import { applyServerErrors } from './server-errors';

/** Turning two-step sign-in off takes the password and a code (or a recovery code). */
export function TwoStepOffForm() {
  const disable = useMutation(twoStepMutations.disable());
  const t = useAccountStrings();
  const { register, handleSubmit, setError, formState } = useForm<DisableTwoStep>({
    defaultValues: { password: '', code: '' },
    resolver: valibotResolver(DisableTwoStepSchema),
  });
  const save = async (values: DisableTwoStep) => {
    try {
      await disable.mutateAsync(values);
      toast.success(accountText()('twoStep.turnedOff'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password', 'code']))
        toast.error(failureText(error, (m) => m, accountText()('twoStep.turnOffFailed')));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-label={t('twoStep.offForm')}>
      <Stack gap="3">
        <FormField label={t('twoStep.password')} error={formState.errors.password}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <FormField label={t('twoStep.offCode')} error={formState.errors.code}>
          <Input autoComplete="one-time-code" maxW="14rem" {...register('code')} />
        </FormField>
        <Button type="submit" alignSelf="start" variant="outline" colorPalette="red" loading={formState.isSubmitting}>
          {t('twoStep.turnOff')}
        </Button>
      </Stack>
    </form>
  );
}
