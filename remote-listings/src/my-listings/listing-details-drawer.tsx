import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { listingQueries, myListingsQueries } from '@portal/api';
import type { Listing } from '@portal/contracts';
import {
  CloseButton,
  DataList,
  formatCount,
  formatDateTime,
  formatPkr,
  Heading,
  Image,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  toast,
} from '@portal/ui';
import { Drawer } from '@portal/ui/overlays';

import { statusWord, typeWord } from '../common/listing-words';
import { listingsText, useListingsStrings } from '../strings/listings-strings';
import { EditLogTimeline } from './edit-log-timeline';
import { ListingReview } from './listing-review';
import { fieldLabel, formatValue } from './listing-values';

// Shown elsewhere in the panel (photos, title, overview) or as the price.
const SHOWN_APART = new Set(['photos', 'title', 'overview', 'description']);

function ListingFacts({ listing }: { listing: Listing }) {
  const t = useListingsStrings();
  const facts: [string, string][] = [
    [t('details.listingType'), typeWord(listing.listing_type)],
    [t('details.status'), statusWord(listing.status)],
    [t('details.price'), formatPkr(listing.price)],
    [t('details.bookings'), formatCount(listing.bookings)],
    [t('details.created'), formatDateTime(listing.created_at)],
    [t('details.lastChanged'), formatDateTime(listing.updated_at)],
    ...Object.entries(listing.meta_data as Record<string, unknown>)
      .filter(([key]) => !SHOWN_APART.has(key))
      .map(([key, value]): [string, string] => [fieldLabel(key), formatValue(value, key)]),
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="120px">{label}</DataList.ItemLabel>
          <DataList.ItemValue dir="auto">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function ListingDetails({ listing }: { listing: Listing }) {
  const t = useListingsStrings();
  const photos = (listing.meta_data as { photos?: string[] }).photos ?? [];
  return (
    <Stack gap="5">
      <ListingReview listing={listing} />
      {photos.length > 0 && (
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
          {photos.map((photo, index) => (
            <Image
              key={photo}
              src={photo}
              alt={t('details.photo', { title: listing.title, number: index + 1 })}
              borderRadius="md"
              aspectRatio={4 / 3}
              objectFit="cover"
            />
          ))}
        </SimpleGrid>
      )}
      {listing.description && <Text dir="auto">{listing.description}</Text>}
      <ListingFacts listing={listing} />
    </Stack>
  );
}

/** View: the listing as a person reads it, and its history of changes (spec section 2). */
export function ListingDetailsDrawer({ listingId, onClose }: { listingId: string; onClose: () => void }) {
  const t = useListingsStrings();
  const details = useQuery(listingQueries.detail(listingId));
  const logs = useQuery(myListingsQueries.editLogs(listingId));
  const loaded = details.isSuccess;
  useEffect(() => {
    if (loaded) toast.success(listingsText()('details.loaded'));
  }, [loaded, listingId]);

  return (
    <Drawer.Root open onOpenChange={(state) => !state.open && onClose()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{details.data ? <bdi>{details.data.title}</bdi> : t('details.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                {details.isPending && <Text role="status">{t('details.loading')}</Text>}
                {details.isError && (
                  <Text color="red.700" role="alert">
                    {t('details.failed')}
                  </Text>
                )}
                {details.data && <ListingDetails listing={details.data} />}
                <Stack as="section" gap="3" aria-labelledby="listing-history">
                  <Heading as="h3" size="md" id="listing-history">
                    {t('details.history')}
                  </Heading>
                  {logs.isPending && <Text role="status">{t('details.loadingHistory')}</Text>}
                  {logs.isError && (
                    <Text color="red.700" role="alert">
                      {t('details.historyFailed')}
                    </Text>
                  )}
                  {logs.data && <EditLogTimeline logs={logs.data} />}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('details.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
