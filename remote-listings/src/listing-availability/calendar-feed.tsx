import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { calendarFeedMutations, calendarFeedQueries, failureText } from '@portal/api';
import { Alert, Box, Button, Heading, HStack, Input, LoadError, Spinner, Stack, Text, toast } from '@portal/ui';

import { ConfirmDialog } from '../common/confirm-dialog';

/** The address on the clipboard; where the browser refuses, the person copies it from the box. */
async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Calendar feed link copied.');
  } catch {
    toast.error('Could not copy the link. Select it in the box and copy it.');
  }
}

function ResetDialog({ listingId, open, onClose }: { listingId: string; open: boolean; onClose: () => void }) {
  const reset = useMutation(calendarFeedMutations.reset());
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title="Reset the calendar feed link?"
      text="The current link stops working at once: calendars subscribed to it no longer update. Give the new link to those who should see the departures."
      confirmLabel="Reset link"
      busy={reset.isPending}
      onClose={close}
      onConfirm={() =>
        reset.mutate(listingId, {
          onSuccess: () => {
            toast.success('Calendar feed link reset. The old link no longer works.');
            close();
          },
        })
      }
      refusal={
        reset.error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failureText(reset.error, (message) => message, 'Could not reset the link. Please try again.')}</Alert.Title>
          </Alert.Root>
        )
      }
    />
  );
}

/** Calendar feed: the listing's departures and bookings at a secret address, for a guide's phone calendar. */
export function CalendarFeed({ listingId }: { listingId: string }) {
  const { data: feed, error, refetch } = useQuery(calendarFeedQueries.feed(listingId));
  const [resetting, setResetting] = useState(false);
  return (
    <Box as="section" aria-labelledby="calendar-feed-heading" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="calendar-feed-heading" mb="2">
        Calendar feed
      </Heading>
      <Text color="gray.600" mb="3">
        Subscribe to this link in a phone&apos;s calendar (Google, Apple or Outlook) to see the departures and their bookings. Anyone with
        the link can read them: share it only with your team.
      </Text>
      {error ? (
        <LoadError message="Could not load the calendar feed link." onRetry={() => void refetch()} />
      ) : !feed ? (
        <HStack gap="2" color="gray.600">
          <Spinner size="xs" />
          <Text>Loading the link...</Text>
        </HStack>
      ) : (
        <Stack direction={{ base: 'column', md: 'row' }} gap="2">
          <Input
            readOnly
            value={feed.url}
            aria-label="Calendar feed link"
            fontFamily="mono"
            fontSize="sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <HStack gap="2" flexShrink={0}>
            <Button variant="outline" onClick={() => void copy(feed.url)}>
              Copy link
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setResetting(true)}>
              Reset link
            </Button>
          </HStack>
        </Stack>
      )}
      <ResetDialog listingId={listingId} open={resetting} onClose={() => setResetting(false)} />
    </Box>
  );
}
