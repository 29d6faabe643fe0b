import { useState } from 'react';

import { reviewQueries } from '@portal/api';
import { type Review, ReviewListQuerySchema } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Box, Flex, LoadError, Page, SimpleGrid, Text } from '@portal/ui';
import { Pagination, useListSearch } from '@portal/ui/lists';

import { usePayoutsStrings } from '../strings/payouts-strings';
import { ReplyDialog } from './reply-dialog';
import { ReviewCard } from './review-card';
import { ReviewControls } from './review-controls';
import { ReviewSummaryBlock } from './review-summary';

/** My Reviews shows its cards twelve a page (the endpoint answers ten unless asked). */
const REVIEW_LIST_DEFAULTS = { pageSize: '12' };

export function ReviewsPage() {
  const supplierId = useSession((s) => s.supplierId);
  const list = useListSearch(ReviewListQuerySchema, (query) => reviewQueries.list(supplierId, query), REVIEW_LIST_DEFAULTS);
  const [replyingTo, setReplyingTo] = useState<Review | null>(null);
  const t = usePayoutsStrings();

  return (
    <Page title={t('reviews.title')}>
      <ReviewSummaryBlock supplierId={supplierId} />
      <ReviewControls query={list.query} update={list.update} />
      {list.error !== null && <LoadError message={t('reviews.loadFailed')} onRetry={list.reload} />}
      {list.loading || list.rows.length === 0 ? (
        <Box bg="white" borderWidth="1px" borderRadius="lg" py="10" textAlign="center" color="gray.600">
          {list.loading ? t('reviews.loading') : t('reviews.empty')}
        </Box>
      ) : (
        <SimpleGrid as="section" aria-label={t('reviews.list')} columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {list.rows.map((review) => (
            <ReviewCard key={review.review_id} review={review} onReply={setReplyingTo} />
          ))}
        </SimpleGrid>
      )}
      <Flex justify="space-between" align="center" mt="4" gap="3" wrap="wrap">
        <Text fontSize="sm" color="gray.600">
          {t('reviews.showing', { shown: list.rows.length, total: list.total })}
        </Text>
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
