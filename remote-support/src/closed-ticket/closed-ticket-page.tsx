import { Page, Text } from '@portal/ui';

export function ClosedTicketPage() {
  return (
    <Page title="Closed ticket">
      <Text color="gray.600">Closed ticket</Text>
    </Page>
  );
}
