import { Page, Text } from '@portal/ui';

export function SupportPage() {
  return (
    <Page title="Support">
      <Text color="gray.600">Support</Text>
    </Page>
  );
}
