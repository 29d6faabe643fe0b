import { Page, Text } from '@portal/ui';

export function PayoutsPage() {
  return (
    <Page title="My Payouts">
      <Text color="gray.600">My Payouts</Text>
    </Page>
  );
}
