import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { availabilityMutations } from '@portal/api';
import { AVAILABILITY_DATE_BOUNDS, AVAILABILITY_LIMITS, exceptionAction } from '@portal/contracts';
import { DateField, FormProvider, RadioField, TextField, useForm, useWatch, valibotResolver } from '@portal/forms';
import { Alert, Button, Portal, SimpleGrid, Stack, Text, toast } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { listingsText, useListingsStrings } from '../../strings/listings-strings';
import { placeServerErrors } from '../server-errors';
import { BULK_ACTIONS, type BulkAvailabilityRequest, bulkFormSchema, type BulkValues, emptyBulk } from './bulk-values';
import { ListingPicker } from './listing-picker';

const listingsCount = (count: number) => listingsText()('bulk.listings', { count });

/** '3 listings from 2026-12-01 to 2026-12-03' or '3 listings on 2026-12-01'. */
function whichText({ from, to, listing_ids }: BulkAvailabilityRequest): string {
  const listings = listingsCount(listing_ids.length);
  return from === to ? listingsText()('bulk.on', { listings, date: from }) : listingsText()('bulk.fromTo', { listings, from, to });
}

/** The question before the change is sent, in the words of what it does. */
function bulkSummary(request: BulkAvailabilityRequest): string {
  const t = listingsText();
  const which = whichText(request);
  const action = exceptionAction(request);
  if (action === 'close') return request.note ? t('bulk.askCloseNote', { which, note: request.note }) : t('bulk.askClose', { which });
  if (action === 'capacity') return t('bulk.askCapacity', { which, capacity: request.capacity });
  return t('bulk.askReopen', { which });
}

function BulkFields() {
  const t = useListingsStrings();
  const action = useWatch<BulkValues, 'action'>({ name: 'action' });
  const actions = BULK_ACTIONS.map((value) => ({ value, label: t(`bulk.${value}`) }));
  return (
    <Stack gap="4">
      <ListingPicker />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <DateField name="from" label={t('bulk.firstDate')} {...AVAILABILITY_DATE_BOUNDS} />
        <DateField name="to" label={t('bulk.lastDate')} optional helperText={t('bulk.lastDateHelp')} {...AVAILABILITY_DATE_BOUNDS} />
      </SimpleGrid>
      <RadioField name="action" label={t('bulk.change')} options={actions} layout="inline" />
      {action === 'capacity' && (
        <TextField name="capacity" label={t('bulk.capacityLabel')} type="number" helperText={t('bulk.capacityHelp')} />
      )}
      {action === 'close' && (
        <TextField
          name="note"
          label={t('bulk.note')}
          optional
          placeholder={t('bulk.notePlaceholder')}
          maxLength={AVAILABILITY_LIMITS.maxNoteLength}
          helperText={t('bulk.noteHelp')}
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
  const t = useListingsStrings();
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
        toast.success(t('bulk.done', { listings: listingsCount(reply.listings.length) }));
        close();
      },
      onError: (failure) => {
        setAsking(null);
        setRefusal(placeServerErrors(form, failure, t('bulk.failed')));
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
                  <Dialog.Title>{t('bulk.title')}</Dialog.Title>
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
                        {t('bulk.back')}
                      </Button>
                      <Button colorPalette="teal" onClick={send} loading={bulk.isPending}>
                        {t('bulk.confirm')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button variant="outline" onClick={close}>
                        {t('bulk.cancel')}
                      </Button>
                      <Button type="submit" colorPalette="teal">
                        {t('bulk.review')}
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
  const t = useListingsStrings();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" bg="white" onClick={() => setOpen(true)}>
        {t('bulk.open')}
      </Button>
      <BulkAvailabilityDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
