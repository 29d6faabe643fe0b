import { useQuery } from '@tanstack/react-query';

import { reviewQueries } from '@portal/api';
import { REVIEW_RATINGS } from '@portal/contracts';
import { Box, Flex, HStack, Stack, Text } from '@portal/ui';

import { usePayoutsStrings } from '../strings/payouts-strings';
import { Stars } from './stars';

function RatingBar({ rating, count, total }: { rating: number; count: number; total: number }) {
  const t = usePayoutsStrings();
  const share = total === 0 ? 0 : (count / total) * 100;
  return (
    <HStack gap="3" aria-label={t('reviews.ratingBar', { rating, count })}>
      <Text w="3" fontSize="sm" fontWeight="medium">
        {rating}
      </Text>
      <Box flex="1" h="2" bg="gray.200" borderRadius="full" overflow="hidden">
        <Box h="full" w={`${share}%`} bg="orange.400" borderRadius="full" />
      </Box>
      <Text w="8" fontSize="sm" color="gray.600" textAlign="end">
        {count}
      </Text>
    </HStack>
  );
}

/** The summary block: average, '{n} Reviews' and bars 5 to 1, computed by the server from every review. */
export function ReviewSummaryBlock({ supplierId }: { supplierId: string | null }) {
  const summary = useQuery(reviewQueries.summary(supplierId));
  const t = usePayoutsStrings();
  if (!summary.data) {
    // Without a supplier (sign-up not finished) nothing is asked, and there is no summary to show.
    const loading = summary.isPending && summary.fetchStatus !== 'idle';
    return (
      <Box bg="white" borderWidth="1px" borderRadius="lg" p="5" mb="5" color="gray.600">
        {loading ? t('reviews.summaryLoading') : t('reviews.summaryFailed')}
      </Box>
    );
  }
  const { average, count, bars } = summary.data;
  return (
    <Flex
      as="section"
      aria-label={t('reviews.summary')}
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
      mb="5"
      gap="8"
      direction={{ base: 'column', md: 'row' }}
    >
      <Stack gap="1" align={{ base: 'flex-start', md: 'center' }} justify="center" minW="140px">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="review-average">
          {average.toFixed(1)}
        </Text>
        <Stars rating={average} />
        <Text color="gray.600">{t('reviews.count', { count })}</Text>
      </Stack>
      <Stack flex="1" gap="2" maxW={{ md: '420px' }}>
        {REVIEW_RATINGS.map((rating) => (
          <RatingBar key={rating} rating={rating} count={bars[rating]} total={count} />
        ))}
      </Stack>
    </Flex>
  );
}
