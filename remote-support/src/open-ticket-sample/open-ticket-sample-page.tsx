import { Page, Text } from '@portal/ui';

export function OpenTicketSamplePage() {
  return (
    <Page title="Open ticket">
      <Text color="gray.600">Open ticket</Text>
    </Page>
  );
}
