import { useMutation } from '@tanstack/react-query';
import { failureText, requestPasswordReset } from '@portal/api';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '@portal/contracts';
import { FormField, useForm, valibotResolver } from '@portal/forms';
import { Button, Input, Stack } from '@portal/ui';
import { Notice, RecoveryLayout } from './recovery-layout';

/**
 * 'Forgot password?': the e-mail a reset link goes to. The server answers alike whether or not
 * the address has an account, so this page says the same either way.
 */
export function ForgotPasswordPage() {
  const ask = useMutation({ mutationFn: requestPasswordReset });
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: valibotResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  return (
    <RecoveryLayout title="Forgot your password?" intro="Enter the email address of your supplier account. We will send you a link to choose a new password.">
      {ask.isSuccess && <Notice status="success">{ask.data.message}</Notice>}
      {ask.isError && <Notice status="error">{failureText(ask.error, (message) => message, 'Something went wrong. Please try again.')}</Notice>}
      <form onSubmit={handleSubmit((values) => ask.mutateAsync(values).catch(() => undefined))} noValidate aria-label="Reset password">
        <Stack gap="4">
          <FormField label="Email" error={errors.email}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={isSubmitting} loadingText="Sending...">
            {ask.isSuccess ? 'Send the link again' : 'Send reset link'}
          </Button>
        </Stack>
      </form>
    </RecoveryLayout>
  );
}
