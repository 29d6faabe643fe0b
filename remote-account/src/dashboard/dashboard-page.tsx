import { Page, Text } from '@portal/ui';

export function DashboardPage() {
  return (
    <Page title="Dashboard">
      <Text color="gray.600">Dashboard</Text>
    </Page>
  );
}
