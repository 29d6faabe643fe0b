import { Page, Text } from '@portal/ui';

export function BookingsPage() {
  return (
    <Page title="My Bookings">
      <Text color="gray.600">My Bookings</Text>
    </Page>
  );
}
