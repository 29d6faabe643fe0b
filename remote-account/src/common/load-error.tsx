import { Alert, Button } from '@portal/ui';

/** A failed load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button>
    </Alert.Root>
  );
}
