import { useSearchParams } from 'react-router-dom';

import { Alert, Box, Page, Text } from '@portal/ui';

import { TicketLoading } from '../common/ticket-notice';
import { ticketDisplayId } from '../common/ticket-text';
import { OpenTicketForm } from './open-ticket-form';
import { followUpDefaults } from './open-ticket-form-schema';
import { useFollowUp } from './use-follow-up';

/** /open-ticket, reached from Support; ?follow_up={ticketId} starts from a closed ticket. */
export function OpenTicketPage() {
  const [params] = useSearchParams();
  const followUp = useFollowUp(params.get('follow_up'));

  return (
    <Page title="Open Ticket">
      <Box maxW="720px">
        {followUp.state === 'loading' && <TicketLoading text="Loading ticket..." />}
        {followUp.state === 'failed' && (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Title>The ticket to follow up could not be loaded; describe it below.</Alert.Title>
          </Alert.Root>
        )}
        {followUp.state === 'ready' && (
          <Text mb="3" color="gray.700" fontWeight="medium">{`Follow-up to ${ticketDisplayId(followUp.ticket)}`}</Text>
        )}
        {followUp.state !== 'loading' && (
          <OpenTicketForm key={followUp.state} defaults={followUp.state === 'ready' ? followUpDefaults(followUp.ticket) : {}} />
        )}
      </Box>
    </Page>
  );
}
