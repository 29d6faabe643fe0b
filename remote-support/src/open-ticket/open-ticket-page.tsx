import { Page, Text } from '@portal/ui';

export function OpenTicketPage() {
  return (
    <Page title="Open Ticket">
      <Text color="gray.600">Open Ticket</Text>
    </Page>
  );
}
