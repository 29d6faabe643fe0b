import { useMutation, useQueryClient } from '@tanstack/react-query';

import { failureText, resendInvitation, teamQueries, withdrawInvitation } from '@portal/api';
import { type Invitation, ROLE_LABELS } from '@portal/contracts';
import { Button, Flex, formatDate, HStack, Stack, Text, toast } from '@portal/ui';

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const client = useQueryClient();
  const settle = { onSettled: () => client.invalidateQueries({ queryKey: teamQueries.all }) };
  const failed = (error: Error) => toast.error(failureText(error, (message) => message, 'Please try again'));
  const resend = useMutation({
    mutationFn: () => resendInvitation(invitation.invitation_id),
    onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}`),
    onError: failed,
    ...settle,
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawInvitation(invitation.invitation_id),
    onSuccess: () => toast.success(`Invitation to ${invitation.email} withdrawn`),
    onError: failed,
    ...settle,
  });
  const state =
    invitation.status === 'expired' ? `expired ${formatDate(invitation.expires_at)}` : `valid until ${formatDate(invitation.expires_at)}`;
  return (
    <Flex as="li" gap="3" wrap="wrap" justify="space-between" align="center" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="0">
        <Text fontWeight="medium">{invitation.email}</Text>
        <Text fontSize="sm" color="gray.600">
          {ROLE_LABELS[invitation.role]}, {state}
        </Text>
      </Stack>
      <HStack>
        <Button
          size="sm"
          variant="outline"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          aria-label={`Resend the invitation to ${invitation.email}`}
        >
          Resend
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => withdraw.mutate()}
          loading={withdraw.isPending}
          aria-label={`Withdraw the invitation to ${invitation.email}`}
        >
          Withdraw
        </Button>
      </HStack>
    </Flex>
  );
}

/** Pending invitations, each with Resend (a new 7-day link) and Withdraw. */
export function InvitationsList({ invitations }: { invitations: readonly Invitation[] }) {
  if (invitations.length === 0) return <Text color="gray.600">No pending invitations.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.invitation_id} invitation={invitation} />
      ))}
    </Stack>
  );
}
