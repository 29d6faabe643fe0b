import { Page, Text } from '@portal/ui';

export function ProfilePage() {
  return (
    <Page title="My Profile">
      <Text color="gray.600">My Profile</Text>
    </Page>
  );
}
