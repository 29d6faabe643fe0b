import { Page, Text } from '@portal/ui';

export function InboxPage() {
  return (
    <Page title="My Inbox">
      <Text color="gray.600">My Inbox</Text>
    </Page>
  );
}
