import type { Review } from '@portal/contracts';
import { Badge, Box, Button, Card, Flex, formatDate, Stack, Text } from '@portal/ui';

import { usePayoutsStrings } from '../strings/payouts-strings';
import { typeWords } from '../strings/review-words';
import { Stars } from './stars';

/** One review: stars, date, text, customer and booking, then the public reply or a Reply action. */
export function ReviewCard({ review, onReply }: { review: Review; onReply: (review: Review) => void }) {
  const t = usePayoutsStrings();
  return (
    <Card.Root as="article" aria-label={t('reviews.cardLabel', { name: review.customer.fullName })} size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" gap="2">
          <Stars rating={review.rating} />
          <Text fontSize="sm" color="gray.600">
            {formatDate(review.created_at)}
          </Text>
        </Flex>
        <Text whiteSpace="pre-line">{review.review_text ? <bdi>{review.review_text}</bdi> : t('reviews.noText')}</Text>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">
              <bdi>{review.customer.fullName}</bdi>
            </Text>
            <Text fontSize="sm" color="gray.600">
              {review.booking_number === null ? t('reviews.noBooking') : t('reviews.booking', { number: review.booking_number })}
            </Text>
          </Stack>
          <Badge variant="subtle" textTransform="capitalize">
            {typeWords(review.listing_type)}
          </Badge>
        </Flex>
        {review.reply_text !== null ? (
          <Box bg="gray.50" borderStartWidth="3px" borderColor="teal.500" p="3" borderRadius="md">
            <Text fontSize="sm" fontWeight="semibold">
              {t('reviews.yourReply')}
              {review.replied_at ? ` · ${formatDate(review.replied_at)}` : ''}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-line">
              <bdi>{review.reply_text}</bdi>
            </Text>
          </Box>
        ) : (
          <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="teal" onClick={() => onReply(review)}>
            {t('reviews.reply')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
