import { Page, Text } from '@portal/ui';

// A placeholder so the host's route resolves; the listings team builds the calendar here.
export function ListingAvailabilityPage() {
  return (
    <Page title="Listing availability">
      <Text color="gray.600">Listing availability</Text>
    </Page>
  );
}
