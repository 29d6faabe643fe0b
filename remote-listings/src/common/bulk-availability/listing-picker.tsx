import { useQuery } from '@tanstack/react-query';

import { myListingsQueries } from '@portal/api';
import { CheckboxGroupField } from '@portal/forms';
import { Box, HStack, LoadError, Spinner, Text } from '@portal/ui';

import { useListingsStrings } from '../../strings/listings-strings';
import { typeWord } from '../listing-words';

/** One page of the supplier's listings to choose from: more than a bulk change takes (the contracts' limit is 50). */
const PICK_FROM = { pageSize: 100 };

/** The supplier's listings, ticked to receive the change (the form's `listing_ids`). */
export function ListingPicker() {
  const t = useListingsStrings();
  const { data, error, refetch } = useQuery(myListingsQueries.list(PICK_FROM));
  if (error && !data) return <LoadError message={t('bulk.listingsFailed')} onRetry={() => void refetch()} />;
  if (!data)
    return (
      <HStack gap="3" color="gray.600">
        <Spinner size="sm" />
        <Text>{t('bulk.listingsLoading')}</Text>
      </HStack>
    );
  if (data.rows.length === 0) return <Text>{t('bulk.noListings')}</Text>;
  const options = data.rows.map((row) => ({
    value: row.listing_id,
    label: t('bulk.option', { title: row.title, type: typeWord(row.listing_type) }),
  }));
  // Many listings scroll within the dialog, so the dates and the change stay in reach. The choices
  // are the member's own titles: each line takes its direction from what was typed (dir="auto").
  return (
    <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md" p="3" dir="auto">
      <CheckboxGroupField name="listing_ids" label={t('bulk.listingsLabel')} options={options} />
    </Box>
  );
}
