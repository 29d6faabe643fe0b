import { Page, Text } from '@portal/ui';

export function MyListingsPage() {
  return (
    <Page title="My Listings">
      <Text color="gray.600">My Listings</Text>
    </Page>
  );
}
