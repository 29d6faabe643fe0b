import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, failureText, inviteMember, teamQueries } from '@portal/api';
import {
  type Invitation,
  INVITATION_SENT_MESSAGE,
  type InviteMemberRequest,
  InviteMemberSchema,
  ROLE_LABELS,
  ROLES,
} from '@portal/contracts';
import { FormProvider, SelectField, TextField, useForm, valibotResolver } from '@portal/forms';
import { messageText } from '@portal/i18n';
import { Button, Flex, toast } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { accountText, useAccountStrings } from '../common/strings/account-strings';

const roleOptions = () => ROLES.map((role) => ({ label: messageText(ROLE_LABELS[role]), value: role }));

/**
 * Invite member: e-mail and role, checked with the server's schema; the server sends the e-mail.
 * `onSent` hears of the new invitation once the pending list has it.
 */
export function InviteForm({ onSent }: { onSent: (invitation: Invitation) => void }) {
  const form = useForm<InviteMemberRequest>({
    defaultValues: { email: '', role: 'operations' },
    resolver: valibotResolver(InviteMemberSchema),
  });
  const t = useAccountStrings();
  const client = useQueryClient();
  const invite = useMutation({ mutationFn: inviteMember, onSuccess: () => client.invalidateQueries({ queryKey: teamQueries.all }) });

  const send = async (request: InviteMemberRequest) => {
    try {
      onSent(await invite.mutateAsync(request));
      toast.success(messageText(INVITATION_SENT_MESSAGE));
      form.reset();
    } catch (error) {
      const refused = error instanceof ApiError ? error.errors.find((e) => e.field === 'email')?.message : undefined;
      if (refused) form.setError('email', { message: refused });
      toast.error(failureText(error, (message) => accountText()('invite.failedWith', { message }), accountText()('invite.failed')));
    }
  };

  return (
    <SectionCard title={t('invite.title')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(send)}>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <TextField<InviteMemberRequest> name="email" label={t('invite.email')} type="email" autoComplete="off" />
            <SelectField<InviteMemberRequest> name="role" label={t('invite.role')} options={roleOptions()} />
            <Button type="submit" colorPalette="teal" loading={form.formState.isSubmitting} flexShrink="0">
              {t('invite.submit')}
            </Button>
          </Flex>
        </form>
      </FormProvider>
    </SectionCard>
  );
}
