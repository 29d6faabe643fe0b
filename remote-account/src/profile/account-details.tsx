import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { ApiError, failureText, userMutations } from '@portal/api';
import { type ChangePasswordForm, ChangePasswordFormSchema, type User } from '@portal/contracts';
import { type FieldErrors, FormField, useForm, valibotResolver } from '@portal/forms';
import { getSession, useSession } from '@portal/session';
import { Button, HStack, Input, Stack, Text, toast } from '@portal/ui';

import { EmailVerificationStatus } from '../common/email-verification';
import { SectionCard } from '../common/section-card';
import { accountText, useAccountStrings } from '../common/strings/account-strings';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fieldOrder = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
/** The request's fields as the form names them, to put the server's field errors where they belong. */
const formFieldOf = { current_password: 'currentPassword', password: 'newPassword' } as const;

/** The message the toast shows: the first field's error, in the form's order. */
const firstError = (errors: FieldErrors<ChangePasswordForm>) => fieldOrder.map((f) => errors[f]?.message).find(Boolean);

/** Account Details: the email, whether it is verified, and the password change (spec sections 5 and 8). */
export function AccountDetails({ user }: { user: User | null }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordForm>({
    defaultValues: empty,
    resolver: valibotResolver(ChangePasswordFormSchema),
  });
  const { errors, isSubmitting } = formState;
  const change = useMutation(userMutations.changePassword());
  const t = useAccountStrings();

  const save = async (values: ChangePasswordForm) => {
    try {
      const { userId, supplierId, role } = getSession();
      const { token } = await change.mutateAsync({
        userId: userId!,
        request: { password: values.newPassword, current_password: values.currentPassword },
      });
      // The change ended every earlier session, this one's token too: go on with the new one.
      useSession.getState().signIn({ token, userId: userId!, supplierId, role });
      toast.success(accountText()('details.changed'));
      reset(empty);
    } catch (error) {
      const t = accountText();
      toast.error(failureText(error, (message) => t('details.failedWith', { message }), t('details.failed')));
      // A new password the server refuses (one of the most common) is said at its field.
      for (const { field, message } of error instanceof ApiError ? error.errors : []) {
        if (field in formFieldOf) setError(formFieldOf[field as keyof typeof formFieldOf], { type: 'server', message });
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { token, userId } = getSession();
    if (!token || !userId) {
      event.preventDefault();
      toast.error(accountText()('details.missingCredentials'));
      return;
    }
    void handleSubmit(save, (invalid) => {
      const message = firstError(invalid);
      if (message) toast.error(message);
    })(event);
  };

  return (
    <SectionCard title={t('details.title')}>
      <form onSubmit={submit} noValidate aria-label={t('details.form')}>
        <Stack gap="4" maxW="md">
          <HStack gap="3" wrap="wrap">
            <Text>
              <Text as="span" fontWeight="medium">
                {t('details.email')}{' '}
              </Text>
              <bdi>{user?.email ?? '...'}</bdi>
            </Text>
            {user && <EmailVerificationStatus user={user} />}
          </HStack>
          <FormField label={t('details.currentPassword')} error={errors.currentPassword}>
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField label={t('details.newPassword')} error={errors.newPassword}>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label={t('details.confirmPassword')} error={errors.confirmPassword}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button type="submit" colorPalette="teal" alignSelf="start" loading={isSubmitting}>
            {t('details.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
