import { HStack, Icon } from '@portal/ui';

import { usePayoutsStrings } from '../strings/payouts-strings';

/** A rating as five stars, filled up to the (rounded) rating; read as 'Rated n out of 5'. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const t = usePayoutsStrings();
  const filled = Math.round(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={t('reviews.rated', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="reviews" size={size} color={star <= filled ? '#f59e0b' : '#d1d5db'} />
      ))}
    </HStack>
  );
}
