import { Alert, Button } from '@chakra-ui/react';

import { useUiStrings } from './strings/ui-strings';

/** Data that could not be loaded (a list, the dashboard, the profile): says so, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useUiStrings();
  return (
    <Alert.Root status="error" mb="4">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('loadError.retry')}
      </Button>
    </Alert.Root>
  );
}
