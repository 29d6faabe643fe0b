import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { availabilityMutations } from '@portal/api';
import { AVAILABILITY_DATE_BOUNDS, AVAILABILITY_LIMITS, exceptionAction } from '@portal/contracts';
import { DateField, FormProvider, RadioField, TextField, useForm, useWatch, valibotResolver } from '@portal/forms';
import { Alert, Button, Portal, SimpleGrid, Stack, Text, toast } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { placeServerErrors } from '../server-errors';
import { BULK_ACTIONS, type BulkAvailabilityRequest, bulkFormSchema, type BulkValues, emptyBulk } from './bulk-values';
import { ListingPicker } from './listing-picker';

const listingsText = (n: number) => `${n} ${n === 1 ? 'listing' : 'listings'}`;
const rangeText = ({ from, to }: BulkAvailabilityRequest) => (from === to ? `on ${from}` : `from ${from} to ${to}`);

/** The question before the change is sent, in the words of what it does. */
function bulkSummary(request: BulkAvailabilityRequest): string {
  const which = `${listingsText(request.listing_ids.length)} ${rangeText(request)}`;
  const action = exceptionAction(request);
  if (action === 'close') return `Close ${which}${request.note ? ` (${request.note})` : ''}?`;
  if (action === 'capacity') return `Set the capacity of every slot of ${which} to ${request.capacity}?`;
  return `Reopen ${which}? Earlier closures and capacity changes of those dates are lifted.`;
}

function BulkFields() {
  const action = useWatch<BulkValues, 'action'>({ name: 'action' });
  return (
    <Stack gap="4">
      <ListingPicker />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <DateField name="from" label="First date" {...AVAILABILITY_DATE_BOUNDS} />
        <DateField name="to" label="Last date" optional helperText="Empty: the first date only." {...AVAILABILITY_DATE_BOUNDS} />
      </SimpleGrid>
      <RadioField name="action" label="Change" options={BULK_ACTIONS} layout="inline" />
      {action === 'capacity' && (
        <TextField name="capacity" label="Capacity of each slot" type="number" helperText="People on trips, units on rentals and rooms." />
      )}
      {action === 'close' && (
        <TextField
          name="note"
          label="Note"
          optional
          placeholder="Eid holidays"
          maxLength={AVAILABILITY_LIMITS.maxNoteLength}
          helperText="Why the dates are closed."
        />
      )}
    </Stack>
  );
}

/**
 * One closure, capacity or reopening for several of the supplier's listings at once (POST
 * availability/bulk: all or none), asked once more before it is sent; every calendar refreshes.
 */
function BulkAvailabilityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<BulkValues, unknown, BulkAvailabilityRequest>({
    defaultValues: emptyBulk(),
    resolver: valibotResolver(bulkFormSchema),
  });
  const bulk = useMutation(availabilityMutations.bulk());
  const [asking, setAsking] = useState<BulkAvailabilityRequest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    form.reset(emptyBulk());
    setAsking(null);
    setRefusal(null);
    onClose();
  };
  // The resolver's output is the contracts' (the schema ends in it): what the server reads.
  const review = form.handleSubmit((request) => {
    setRefusal(null);
    setAsking(request);
  });
  const send = () =>
    asking &&
    bulk.mutate(asking, {
      onSuccess: (reply) => {
        toast.success(`Availability changed for ${listingsText(reply.listings.length)}.`);
        close();
      },
      onError: (failure) => {
        setAsking(null);
        setRefusal(placeServerErrors(form, failure, 'Could not change the availability. Please try again.'));
      },
    });
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <FormProvider {...form}>
            {/* The form is the dialog's content, so its body scrolls between the fixed header and footer. */}
            <Dialog.Content asChild>
              <form onSubmit={(event) => void review(event)} noValidate>
                <Dialog.Header>
                  <Dialog.Title>Change availability in bulk</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {asking ? <Text>{bulkSummary(asking)}</Text> : <BulkFields />}
                  {refusal && (
                    <Alert.Root status="error" role="alert" mt="4">
                      <Alert.Indicator />
                      <Alert.Title>{refusal}</Alert.Title>
                    </Alert.Root>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  {asking ? (
                    <>
                      <Button variant="outline" onClick={() => setAsking(null)} disabled={bulk.isPending}>
                        Back
                      </Button>
                      <Button colorPalette="teal" onClick={send} loading={bulk.isPending}>
                        Confirm
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button variant="outline" onClick={close}>
                        Cancel
                      </Button>
                      <Button type="submit" colorPalette="teal">
                        Review the change
                      </Button>
                    </>
                  )}
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </FormProvider>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The button that opens the bulk change (My Listings' header, Shared resources). */
export function BulkAvailabilityButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" bg="white" onClick={() => setOpen(true)}>
        Change availability in bulk
      </Button>
      <BulkAvailabilityDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
