import type { Review } from '@portal/contracts';
import { Badge, Box, Button, Card, Flex, formatDate, Stack, Text } from '@portal/ui';

import { Stars } from './stars';

const listingTypeLabel = (type: string) => (type === 'trek' ? 'Trek' : type === 'tour' ? 'Tour' : type.replaceAll('_', ' '));

/** One review: stars, date, text, customer and booking, then the public reply or a Reply action. */
export function ReviewCard({ review, onReply }: { review: Review; onReply: (review: Review) => void }) {
  return (
    <Card.Root as="article" aria-label={`Review by ${review.customer.fullName}`} size="sm">
      <Card.Body gap="3">
        <Flex justify="space-between" align="center" gap="2">
          <Stars rating={review.rating} />
          <Text fontSize="sm" color="gray.600">
            {formatDate(review.created_at)}
          </Text>
        </Flex>
        <Text whiteSpace="pre-line">{review.review_text || 'No written review.'}</Text>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">{review.customer.fullName}</Text>
            <Text fontSize="sm" color="gray.600">
              {review.booking_number === null ? 'No booking' : `Booking #${review.booking_number}`}
            </Text>
          </Stack>
          <Badge variant="subtle" textTransform="capitalize">
            {listingTypeLabel(review.listing_type)}
          </Badge>
        </Flex>
        {review.reply_text !== null ? (
          <Box bg="gray.50" borderLeftWidth="3px" borderColor="teal.500" p="3" borderRadius="md">
            <Text fontSize="sm" fontWeight="semibold">
              Your reply{review.replied_at ? ` · ${formatDate(review.replied_at)}` : ''}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-line">
              {review.reply_text}
            </Text>
          </Box>
        ) : (
          <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="teal" onClick={() => onReply(review)}>
            Reply
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
