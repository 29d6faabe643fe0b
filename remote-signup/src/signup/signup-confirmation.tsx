import { useNavigate } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, Card, Heading, List, Text } from '@portal/ui';

import { useSignupStrings } from '../common/strings/signup-strings';

/** After sign-up: what happens next, and the way in (the person is signed in once sign-up succeeded). */
export function SignupConfirmation() {
  const t = useSignupStrings();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  return (
    <Card.Root maxW="xl" mx="auto" variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {t('confirmation.title')}
        </Heading>
        <Text color="gray.600">{t('confirmation.thanks')}</Text>
        <List.Root as="ol" gap="2" ps="5">
          <List.Item>{t('confirmation.verifyEmail')}</List.Item>
          <List.Item>{t('confirmation.dashboard')}</List.Item>
          <List.Item>{t('confirmation.bookings')}</List.Item>
        </List.Root>
        <Button colorPalette="teal" alignSelf="flex-start" onClick={() => navigate(paths.dashboard)}>
          {t(signedIn ? 'confirmation.goToDashboard' : 'confirmation.logIn')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
