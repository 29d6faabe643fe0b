import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError, availabilityMutations, availabilityQueries } from '@portal/api';
import type { AvailabilityException } from '@portal/contracts';
import { Alert, Box, Button, Heading, HStack, LoadError, Spinner, Stack, Text, toast } from '@portal/ui';

import { ConfirmDialog } from '../common/confirm-dialog';
import { dayTitle } from './calendar-month';

/** '10 March 2027' or '10 March 2027 to 12 March 2027'. */
const datesText = ({ from, to }: Pick<AvailabilityException, 'from' | 'to'>) =>
  from === to ? dayTitle(from) : `${dayTitle(from)} to ${dayTitle(to)}`;

/** What a change does: 'Closed', or 'Capacity 4 at 10:00'. */
const changeText = (change: AvailabilityException) =>
  change.closed
    ? `Closed${change.start_time ? ` at ${change.start_time}` : ''}`
    : `Capacity ${change.capacity ?? ''}${change.start_time ? ` at ${change.start_time}` : ''}`;

function DeleteChangeDialog({
  listingId,
  change,
  onClose,
}: {
  listingId: string;
  change: AvailabilityException | null;
  onClose: () => void;
}) {
  const remove = useMutation(availabilityMutations.deleteException());
  const close = () => {
    remove.reset();
    onClose();
  };
  const refusal = remove.error
    ? remove.error instanceof ApiError && remove.error.message
      ? remove.error.message
      : 'Could not delete the date change. Please try again.'
    : null;
  return (
    <ConfirmDialog
      open={change !== null}
      title="Delete this date change?"
      text={change ? `${datesText(change)} (${changeText(change)}) will follow the schedule again.` : ''}
      confirmLabel="Delete"
      busy={remove.isPending}
      onClose={close}
      onConfirm={() =>
        change &&
        remove.mutate(
          { listingId, exceptionId: change.exception_id },
          {
            onSuccess: () => {
              toast.success(`Date change of ${datesText(change)} deleted.`);
              close();
            },
          },
        )
      }
      refusal={
        refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )
      }
    />
  );
}

/** The listing's changes of dates from today on (closures and capacities, with their notes), each deletable after asking. */
export function DateChanges({ listingId }: { listingId: string }) {
  const { data: rules, error, refetch } = useQuery(availabilityQueries.rules(listingId));
  const [deleting, setDeleting] = useState<AvailabilityException | null>(null);
  const changes = rules?.exceptions;
  return (
    <Box as="section" aria-labelledby="date-changes-heading" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="date-changes-heading" mb="3">
        Date changes
      </Heading>
      {changes ? (
        changes.length === 0 ? (
          <Text color="gray.600">No date changes from today on: every date follows the schedule.</Text>
        ) : (
          <Stack as="ul" gap="2" aria-label="Date changes">
            {changes.map((change) => (
              <HStack
                as="li"
                key={change.exception_id}
                justify="space-between"
                gap="3"
                wrap="wrap"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <Stack gap="0">
                  <Text fontWeight="medium">{datesText(change)}</Text>
                  <Text fontSize="sm">{change.note ? `${changeText(change)}: ${change.note}` : changeText(change)}</Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete the change of ${datesText(change)}`}
                  onClick={() => setDeleting(change)}
                >
                  Delete
                </Button>
              </HStack>
            ))}
          </Stack>
        )
      ) : error ? (
        <LoadError message="Could not load the date changes." onRetry={() => void refetch()} />
      ) : (
        <HStack gap="3" color="gray.600">
          <Spinner size="sm" />
          <Text>Loading date changes...</Text>
        </HStack>
      )}
      <DeleteChangeDialog listingId={listingId} change={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
