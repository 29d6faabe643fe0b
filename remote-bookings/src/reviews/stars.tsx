import { HStack, Icon } from '@portal/ui';

/** A rating as five stars, filled up to the (rounded) rating; read as 'Rated n out of 5'. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="reviews" size={size} color={star <= filled ? '#f59e0b' : '#d1d5db'} />
      ))}
    </HStack>
  );
}
