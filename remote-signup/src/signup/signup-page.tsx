import { Page, Text } from '@portal/ui';

export function SignupPage() {
  return (
    <Page title="Supplier sign-up">
      <Text color="gray.600">Supplier sign-up</Text>
    </Page>
  );
}
