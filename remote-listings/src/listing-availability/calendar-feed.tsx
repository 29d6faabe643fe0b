import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { calendarFeedMutations, calendarFeedQueries, failureText } from '@portal/api';
import { Box, Button, Heading, HStack, Input, LoadError, Spinner, Stack, Text, toast } from '@portal/ui';
import { ConfirmDialog } from '@portal/ui/overlays';

import { listingsText, useListingsStrings } from '../strings/listings-strings';

/** The address on the clipboard; where the browser refuses, the person copies it from the box. */
async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(listingsText()('feed.copied'));
  } catch {
    toast.error(listingsText()('feed.copyFailed'));
  }
}

function ResetDialog({ listingId, open, onClose }: { listingId: string; open: boolean; onClose: () => void }) {
  const t = useListingsStrings();
  const reset = useMutation(calendarFeedMutations.reset());
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('feed.resetTitle')}
      text={t('feed.resetText')}
      confirmLabel={t('feed.reset')}
      cancelLabel={t('dialogs.cancel')}
      busy={reset.isPending}
      onClose={close}
      onConfirm={() =>
        reset.mutate(listingId, {
          onSuccess: () => {
            toast.success(t('feed.resetDone'));
            close();
          },
        })
      }
      hideConfirm={reset.error !== null}
      refusal={reset.error && failureText(reset.error, (message) => message, t('feed.resetFailed'))}
    />
  );
}

/** Calendar feed: the listing's departures and bookings at a secret address, for a guide's phone calendar. */
export function CalendarFeed({ listingId }: { listingId: string }) {
  const t = useListingsStrings();
  const { data: feed, error, refetch } = useQuery(calendarFeedQueries.feed(listingId));
  const [resetting, setResetting] = useState(false);
  return (
    <Box as="section" aria-labelledby="calendar-feed-heading" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="calendar-feed-heading" mb="2">
        {t('feed.title')}
      </Heading>
      <Text color="gray.600" mb="3">
        {t('feed.explain')}
      </Text>
      {error ? (
        <LoadError message={t('feed.loadFailed')} onRetry={() => void refetch()} />
      ) : !feed ? (
        <HStack gap="2" color="gray.600">
          <Spinner size="xs" />
          <Text>{t('feed.loading')}</Text>
        </HStack>
      ) : (
        <Stack direction={{ base: 'column', md: 'row' }} gap="2">
          <Input
            readOnly
            value={feed.url}
            aria-label={t('feed.link')}
            dir="ltr"
            fontFamily="mono"
            fontSize="sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <HStack gap="2" flexShrink={0}>
            <Button variant="outline" onClick={() => void copy(feed.url)}>
              {t('feed.copy')}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setResetting(true)}>
              {t('feed.reset')}
            </Button>
          </HStack>
        </Stack>
      )}
      <ResetDialog listingId={listingId} open={resetting} onClose={() => setResetting(false)} />
    </Box>
  );
}
