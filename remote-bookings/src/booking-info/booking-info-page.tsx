import { Page, Text } from '@portal/ui';

export function BookingInfoPage() {
  return (
    <Page title="Booking Info">
      <Text color="gray.600">Booking Info</Text>
    </Page>
  );
}
