import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { updateTicket } from '@portal/api';
import { TICKET_ERRORS, type SupportTicketDetail } from '@portal/contracts';
import { Alert, Box, Button, Link, Stack, toast } from '@portal/ui';
import { CloseTicketDialog } from './close-ticket-dialog';
import { ResponseForm } from './response-form';

/** Close Ticket: confirmed, then the ticket is closed and the person goes back to the list. */
function CloseTicket({ ticket }: { ticket: SupportTicketDetail }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [failed, setFailed] = useState(false);

  async function close() {
    setClosing(true);
    try {
      await updateTicket(ticket.ticket_id, { status: 'closed' });
      toast.success('Ticket closed.');
      void navigate('/support');
    } catch (error) {
      console.error(error);
      setConfirming(false);
      setFailed(true);
      setClosing(false);
    }
  }

  return (
    <Stack gap="2" align="flex-start">
      <Button colorPalette="red" variant="outline" onClick={() => { setFailed(false); setConfirming(true); }}>Close Ticket</Button>
      {failed && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>Failed to close the ticket.</Alert.Title>
        </Alert.Root>
      )}
      <CloseTicketDialog open={confirming} closing={closing} onOpenChange={setConfirming} onConfirm={() => void close()} />
    </Stack>
  );
}

/** A closed ticket takes no comments; the way on is a new ticket that follows it up. */
function ClosedNotice({ ticket }: { ticket: SupportTicketDetail }) {
  return (
    <Alert.Root status="info" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Title flex="1" minW="200px">{TICKET_ERRORS.closed}</Alert.Title>
      <Link asChild color="teal.700" fontWeight="semibold">
        <RouterLink to={`/open-ticket?follow_up=${encodeURIComponent(ticket.ticket_id)}`}>Create a follow-up</RouterLink>
      </Link>
    </Alert.Root>
  );
}

/** Below the conversation: respond and close while open; the closed notice afterwards. */
export function TicketActions({ ticket, onChange }: { ticket: SupportTicketDetail; onChange: (ticket: SupportTicketDetail) => void }) {
  if (ticket.status === 'closed') return <ClosedNotice ticket={ticket} />;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="5">
        <ResponseForm ticket={ticket} onAdded={onChange} />
        <CloseTicket ticket={ticket} />
      </Stack>
    </Box>
  );
}
