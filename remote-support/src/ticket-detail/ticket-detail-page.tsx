import { Page, Text } from '@portal/ui';

export function TicketDetailPage() {
  return (
    <Page title="Ticket details">
      <Text color="gray.600">Ticket details</Text>
    </Page>
  );
}
