import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError, availabilityMutations, availabilityQueries } from '@portal/api';
import type { AvailabilityException } from '@portal/contracts';
import { Box, Button, Heading, HStack, LoadError, Spinner, Stack, Text, toast } from '@portal/ui';
import { ConfirmDialog } from '@portal/ui/overlays';

import { Phrase } from '../common/phrase';
import { listingsText, useListingsStrings } from '../strings/listings-strings';
import { datesTitle } from './calendar-month';
import { DatesTitle } from './dates-title';

/** '10 March 2027' or '10 March 2027 to 12 March 2027'. */
const datesText = ({ from, to }: Pick<AvailabilityException, 'from' | 'to'>) => datesTitle(from, to);

/** What a change does: 'Closed', or 'Capacity 4 at 10:00'. */
function changeText(change: AvailabilityException): string {
  const t = listingsText();
  const words = { time: change.start_time, capacity: change.capacity ?? '' };
  if (change.closed) return change.start_time ? t('dateChanges.closedAt', words) : t('dateChanges.closed');
  return t(change.start_time ? 'dateChanges.capacityAt' : 'dateChanges.capacity', words);
}

function DeleteChangeDialog({
  listingId,
  change,
  onClose,
}: {
  listingId: string;
  change: AvailabilityException | null;
  onClose: () => void;
}) {
  const t = useListingsStrings();
  const remove = useMutation(availabilityMutations.deleteException());
  const close = () => {
    remove.reset();
    onClose();
  };
  const refusal = remove.error
    ? remove.error instanceof ApiError && remove.error.message
      ? remove.error.message
      : t('dateChanges.deleteFailed')
    : null;
  return (
    <ConfirmDialog
      open={change !== null}
      title={t('dateChanges.deleteTitle')}
      text={change ? t('dateChanges.deleteText', { dates: datesText(change), change: changeText(change) }) : ''}
      confirmLabel={t('dateChanges.delete')}
      cancelLabel={t('dialogs.cancel')}
      busy={remove.isPending}
      onClose={close}
      onConfirm={() =>
        change &&
        remove.mutate(
          { listingId, exceptionId: change.exception_id },
          {
            onSuccess: () => {
              toast.success(t('dateChanges.deleted', { dates: datesText(change) }));
              close();
            },
          },
        )
      }
      hideConfirm={refusal !== null}
      refusal={refusal}
    />
  );
}

/** The listing's changes of dates from today on (closures and capacities, with their notes), each deletable after asking. */
export function DateChanges({ listingId }: { listingId: string }) {
  const t = useListingsStrings();
  const { data: rules, error, refetch } = useQuery(availabilityQueries.rules(listingId));
  const [deleting, setDeleting] = useState<AvailabilityException | null>(null);
  const changes = rules?.exceptions;
  return (
    <Box as="section" aria-labelledby="date-changes-heading" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="date-changes-heading" mb="3">
        {t('dateChanges.title')}
      </Heading>
      {changes ? (
        changes.length === 0 ? (
          <Text color="gray.600">{t('dateChanges.none')}</Text>
        ) : (
          <Stack as="ul" gap="2" aria-label={t('dateChanges.title')}>
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
                  <Text fontWeight="medium">
                    <DatesTitle from={change.from} to={change.to} />
                  </Text>
                  <Text fontSize="sm">
                    {change.note ? (
                      <Phrase
                        text={t('dateChanges.withNote', { change: changeText(change), note: '{{note}}' })}
                        data={{ note: change.note }}
                      />
                    ) : (
                      changeText(change)
                    )}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('dateChanges.deleteOf', { dates: datesText(change) })}
                  onClick={() => setDeleting(change)}
                >
                  {t('dateChanges.delete')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )
      ) : error ? (
        <LoadError message={t('dateChanges.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <HStack gap="3" color="gray.600">
          <Spinner size="sm" />
          <Text>{t('dateChanges.loading')}</Text>
        </HStack>
      )}
      <DeleteChangeDialog listingId={listingId} change={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
