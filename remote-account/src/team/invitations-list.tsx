import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { failureText, resendInvitation, teamQueries, withdrawInvitation } from '@portal/api';
import { type Invitation, ROLE_LABELS } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { Button, Flex, formatDate, HStack, Stack, Text, toast } from '@portal/ui';

import { useAccountStrings } from '../common/strings/account-strings';

function InvitationRow({ invitation, sent }: { invitation: Invitation; sent: boolean }) {
  const t = useAccountStrings();
  const row = useRef<HTMLDivElement>(null);
  // The invitation just sent comes into view above the toast that announces it (the toaster keeps
  // the spec's bottom corner; on a phone it spans the width): its scroll margin clears the toast.
  useEffect(() => {
    if (sent) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [sent]);
  const client = useQueryClient();
  const settle = { onSettled: () => client.invalidateQueries({ queryKey: teamQueries.all }) };
  const failed = (error: Error) => toast.error(failureText(error, (message) => message, t('invite.tryAgain')));
  const resend = useMutation({
    mutationFn: () => resendInvitation(invitation.invitation_id),
    onSuccess: () => toast.success(t('invite.sentAgain', { email: invitation.email })),
    onError: failed,
    ...settle,
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawInvitation(invitation.invitation_id),
    onSuccess: () => toast.success(t('invite.withdrawn', { email: invitation.email })),
    onError: failed,
    ...settle,
  });
  const state = t(invitation.status === 'expired' ? 'invite.expired' : 'invite.validUntil', { date: formatDate(invitation.expires_at) });
  return (
    <Flex
      ref={row}
      as="li"
      scrollMarginBottom="24"
      gap="3"
      wrap="wrap"
      justify="space-between"
      align="center"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      {/* A long address wraps on a phone rather than running out of the box. */}
      <Stack gap="0" minW="0">
        <Text as="bdi" fontWeight="medium" overflowWrap="anywhere">
          {invitation.email}
        </Text>
        <Text fontSize="sm" color="gray.600">
          {messageText(ROLE_LABELS[invitation.role])}
          {t('separator')}
          {state}
        </Text>
      </Stack>
      <HStack>
        <Button
          size="sm"
          variant="outline"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          aria-label={t('invite.resendLabel', { email: invitation.email })}
        >
          {t('invite.resend')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => withdraw.mutate()}
          loading={withdraw.isPending}
          aria-label={t('invite.withdrawLabel', { email: invitation.email })}
        >
          {t('invite.withdraw')}
        </Button>
      </HStack>
    </Flex>
  );
}

/** Pending invitations, each with Resend (a new 7-day link) and Withdraw. */
export function InvitationsList({ invitations, sent }: { invitations: readonly Invitation[]; sent?: string }) {
  const t = useAccountStrings();
  if (invitations.length === 0) return <Text color="gray.600">{t('team.noInvitations')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.invitation_id} invitation={invitation} sent={invitation.invitation_id === sent} />
      ))}
    </Stack>
  );
}
