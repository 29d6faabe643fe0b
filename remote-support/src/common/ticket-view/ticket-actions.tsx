import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ticketMutations } from '@portal/api';
import { paths, type SupportTicketDetail, TICKET_ERRORS } from '@portal/contracts';
import { messageText, useLanguage } from '@portal/i18n';
import { Alert, Box, Button, Link, Stack, toast } from '@portal/ui';

import { useSupportStrings } from '../../strings/support-strings';
import { CloseTicketDialog } from './close-ticket-dialog';
import { ResponseForm } from './response-form';

/** Close Ticket: confirmed, then the ticket is closed and the person goes back to the list. */
function CloseTicket({ ticket }: { ticket: SupportTicketDetail }) {
  const t = useSupportStrings();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const update = useMutation(ticketMutations.update());

  function close() {
    update.mutate(
      { ticketId: ticket.ticket_id, change: { status: 'closed' } },
      {
        onSuccess: () => {
          toast.success(t('close.done'));
          void navigate(paths.support);
        },
        onError: (error) => {
          console.error(error);
          setConfirming(false);
        },
      },
    );
  }
  const failed = update.isError;

  return (
    <Stack gap="2" align="flex-start">
      <Button
        colorPalette="red"
        variant="outline"
        onClick={() => {
          update.reset();
          setConfirming(true);
        }}
      >
        {t('close.button')}
      </Button>
      {failed && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('close.failed')}</Alert.Title>
        </Alert.Root>
      )}
      <CloseTicketDialog open={confirming} closing={update.isPending} onOpenChange={setConfirming} onConfirm={close} />
    </Stack>
  );
}

/** A closed ticket takes no comments; the way on is a new ticket that follows it up. */
function ClosedNotice({ ticket }: { ticket: SupportTicketDetail }) {
  const t = useSupportStrings();
  const language = useLanguage();
  return (
    <Alert.Root status="info" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Title flex="1" minW="200px">
        {messageText(TICKET_ERRORS.closed, language)}
      </Alert.Title>
      <Link asChild color="teal.700" fontWeight="semibold">
        <RouterLink to={paths.followUpTicket(ticket.ticket_id)}>{t('close.followUp')}</RouterLink>
      </Link>
    </Alert.Root>
  );
}

/** Below the conversation: respond and close while open; the closed notice afterwards. */
export function TicketActions({ ticket }: { ticket: SupportTicketDetail }) {
  if (ticket.status === 'closed') return <ClosedNotice ticket={ticket} />;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="5">
        <ResponseForm ticket={ticket} />
        <CloseTicket ticket={ticket} />
      </Stack>
    </Box>
  );
}
