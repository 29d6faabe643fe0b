import { useSearchParams } from 'react-router-dom';

import { Alert, Box, Page, Text } from '@portal/ui';

import { TicketLoading } from '../common/ticket-notice';
import { ticketDisplayId } from '../common/ticket-text';
import { useSupportStrings } from '../strings/support-strings';
import { OpenTicketForm } from './open-ticket-form';
import { followUpDefaults } from './open-ticket-form-schema';
import { useFollowUp } from './use-follow-up';

/** /open-ticket, reached from Support; ?follow_up={ticketId} starts from a closed ticket. */
export function OpenTicketPage() {
  const [params] = useSearchParams();
  const followUp = useFollowUp(params.get('follow_up'));
  const t = useSupportStrings();

  return (
    <Page title={t('open.title')}>
      <Box maxW="720px">
        {followUp.state === 'loading' && <TicketLoading text={t('open.loading')} />}
        {followUp.state === 'failed' && (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Title>{t('open.followUpFailed')}</Alert.Title>
          </Alert.Root>
        )}
        {followUp.state === 'ready' && (
          <Text mb="3" color="gray.700" fontWeight="medium">
            {t('open.followUpTo', { id: ticketDisplayId(followUp.ticket) })}
          </Text>
        )}
        {followUp.state !== 'loading' && (
          <OpenTicketForm
            key={followUp.state}
            defaults={followUp.state === 'ready' ? followUpDefaults(followUp.ticket, t('open.followUpPrefix')) : {}}
          />
        )}
      </Box>
    </Page>
  );
}
