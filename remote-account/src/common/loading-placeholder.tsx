import { Skeleton } from '@portal/ui';

/**
 * A section's shape while its data loads, announced by its name: a status (a plain block may not
 * carry a name, axe's aria-prohibited-attr).
 */
export function LoadingPlaceholder({ height, label }: { height: string; label: string }) {
  return <Skeleton height={height} role="status" aria-label={label} />;
}
