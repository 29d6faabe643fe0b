import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { isNotFound } from '@portal/api';
import { LISTING_ERRORS, paths } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { Alert, Button, HStack, Link, Stack, toast } from '@portal/ui';

import { useWizardStrings } from '../../strings/wizard-strings';

/**
 * An edit route whose listing cannot be read: the spec's message (also as a toast), why when the
 * listing is not this supplier's or does not exist, and a way back; Retry when asking again may help.
 */
export function LoadFailure({ message, error, onRetry }: { message: string; error: unknown; onRetry?: () => void }) {
  const notFound = error === null || isNotFound(error);
  const { t } = useWizardStrings();
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return (
    <Stack gap="4" maxW="2xl">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
          {notFound && <Alert.Description>{t('messages.notFound', { reason: messageText(LISTING_ERRORS.notFound) })}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.dashboard}>{t('buttons.backToDashboard')}</RouterLink>
        </Button>
        <Link asChild color="blue.700">
          <RouterLink to={paths.listings}>{t('buttons.myListings')}</RouterLink>
        </Link>
        {!notFound && onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t('buttons.retry')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
