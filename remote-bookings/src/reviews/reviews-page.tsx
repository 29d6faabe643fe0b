import { Page, Text } from '@portal/ui';

export function ReviewsPage() {
  return (
    <Page title="My Reviews">
      <Text color="gray.600">My Reviews</Text>
    </Page>
  );
}
