import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError, confirmPasswordReset, failureText } from '@portal/api';
import { RESET_LINK_INVALID_MESSAGE, ResetPasswordFormSchema, paths, type ResetPasswordForm } from '@portal/contracts';
import { FormField, useForm, valibotResolver } from '@portal/forms';
import { useSession } from '@portal/session';
import { Button, Input, Link, Stack } from '@portal/ui';
import { Notice, RecoveryLayout } from './recovery-layout';

/** A refusal of the link itself (used, expired, made up), as opposed to one of the new password. */
const isLinkRefused = (error: unknown) => error instanceof ApiError && error.errors.some((e) => e.field === 'token');

function AskAgain({ children }: { children: string }) {
  return (
    <Notice status="error">
      {children}{' '}
      <Link asChild color="red.900" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={paths.forgotPassword}>Ask for a new link</RouterLink>
      </Link>
    </Notice>
  );
}

/**
 * The page the reset e-mail links to: a new password, twice, with the sign-up's rules. Once set,
 * every earlier session has ended, this browser's too, and the person signs in again.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useMutation({ mutationFn: confirmPasswordReset, onSuccess: () => useSession.getState().signOut() });
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: valibotResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const intro = 'Choose a new password for your supplier account: at least 6 characters.';

  if (!token) return <RecoveryLayout title="Set a new password" intro={intro}><AskAgain>{RESET_LINK_INVALID_MESSAGE}</AskAgain></RecoveryLayout>;
  if (reset.isSuccess) {
    return (
      <RecoveryLayout title="Set a new password" intro={intro}>
        <Notice status="success">{reset.data.message}</Notice>
        <Button asChild colorPalette="teal" w="full"><RouterLink to={paths.login}>Sign in</RouterLink></Button>
      </RecoveryLayout>
    );
  }
  return (
    <RecoveryLayout title="Set a new password" intro={intro}>
      {reset.isError && (isLinkRefused(reset.error)
        ? <AskAgain>{RESET_LINK_INVALID_MESSAGE}</AskAgain>
        : <Notice status="error">{failureText(reset.error, (message) => message, 'Something went wrong. Please try again.')}</Notice>)}
      <form onSubmit={handleSubmit((values) => reset.mutateAsync({ token, password: values.password }).catch(() => undefined))} noValidate aria-label="Choose a new password">
        <Stack gap="4">
          <FormField label="New password" error={errors.password}>
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={isSubmitting} loadingText="Saving...">Set new password</Button>
        </Stack>
      </form>
    </RecoveryLayout>
  );
}
