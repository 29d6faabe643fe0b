import { useNavigate } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, Card, Heading, List, Text } from '@portal/ui';

/** After sign-up: what happens next, and the way in (the person is signed in once sign-up succeeded). */
export function SignupConfirmation() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  return (
    <Card.Root maxW="xl" mx="auto" variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {"We're reviewing your details..."}
        </Heading>
        <Text color="gray.600">Thank you for signing up. Here is what happens next:</Text>
        <List.Root as="ol" gap="2" ps="5">
          <List.Item>Check your email to verify your account.</List.Item>
          <List.Item>Access your dashboard and add your rooms and listings.</List.Item>
          <List.Item>You can receive bookings once your account is approved.</List.Item>
        </List.Root>
        <Button colorPalette="teal" alignSelf="flex-start" onClick={() => navigate(paths.dashboard)}>
          {signedIn ? 'Go to dashboard' : 'Log in to dashboard'}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
