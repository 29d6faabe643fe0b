import { Page, Text } from '@portal/ui';

// A placeholder so the host's route resolves; the listings team builds the shared resources here.
export function ListingResourcesPage() {
  return (
    <Page title="Shared resources">
      <Text color="gray.600">Shared resources</Text>
    </Page>
  );
}
