import { useState } from 'react';

import { reviewQueries } from '@portal/api';
import { type Review, REVIEW_SORTS, REVIEW_TYPES, type ReviewListQuery } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Box, Flex, LoadError, Page, SimpleGrid, Text } from '@portal/ui';
import { type ListQuery, Pagination, useListQuery } from '@portal/ui/lists';

import { ReplyDialog } from './reply-dialog';
import { ReviewCard } from './review-card';
import { ReviewControls } from './review-controls';
import { ReviewSummaryBlock } from './review-summary';

const PAGE_SIZE = 12;

// Values typed into the URL by hand that the server would refuse fall back to the defaults.
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

function toReviewQuery(query: ListQuery): ReviewListQuery {
  return {
    page: String(query.page),
    pageSize: String(query.pageSize),
    q: query.q || undefined,
    filter: query.filters.filter === 'unanswered' ? 'unanswered' : undefined,
    type: oneOf(REVIEW_TYPES, query.filters.type),
    sort: oneOf(REVIEW_SORTS, query.sort),
  };
}

export function ReviewsPage() {
  const supplierId = useSession((s) => s.supplierId);
  const list = useListQuery((query) => reviewQueries.list(supplierId, toReviewQuery(query)), {
    pageSize: PAGE_SIZE,
    defaultSort: 'newest',
    filterKeys: ['filter', 'type'],
  });
  const [replyingTo, setReplyingTo] = useState<Review | null>(null);

  return (
    <Page title="My Reviews">
      <ReviewSummaryBlock supplierId={supplierId} />
      <ReviewControls query={list.query} update={list.update} />
      {list.error !== null && <LoadError message="Could not load reviews." onRetry={list.reload} />}
      {list.loading || list.rows.length === 0 ? (
        <Box bg="white" borderWidth="1px" borderRadius="lg" py="10" textAlign="center" color="gray.600">
          {list.loading ? 'Loading reviews...' : 'No reviews found.'}
        </Box>
      ) : (
        <SimpleGrid as="section" aria-label="Reviews" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {list.rows.map((review) => (
            <ReviewCard key={review.review_id} review={review} onReply={setReplyingTo} />
          ))}
        </SimpleGrid>
      )}
      <Flex justify="space-between" align="center" mt="4" gap="3" wrap="wrap">
        <Text fontSize="sm" color="gray.600">{`Showing ${list.rows.length} of ${list.total}`}</Text>
        <Pagination
          page={list.query.page}
          pageSize={list.query.pageSize}
          total={list.total}
          onPageChange={(page) => list.update({ page })}
        />
      </Flex>
      {replyingTo && <ReplyDialog review={replyingTo} onClose={() => setReplyingTo(null)} />}
    </Page>
  );
}
