import { Page, Text } from '@portal/ui';

export function ListingWizardPage() {
  return (
    <Page title="Listing wizard">
      <Text color="gray.600">Listing wizard</Text>
    </Page>
  );
}
