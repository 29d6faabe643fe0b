import { useQuery } from '@tanstack/react-query';

import { myListingsQueries } from '@portal/api';
import { LISTING_TYPE_LABELS } from '@portal/contracts';
import { CheckboxGroupField } from '@portal/forms';
import { Box, HStack, LoadError, Spinner, Text } from '@portal/ui';

/** One page of the supplier's listings to choose from: more than a bulk change takes (the contracts' limit is 50). */
const PICK_FROM = { pageSize: 100 };

/** The supplier's listings, ticked to receive the change (the form's `listing_ids`). */
export function ListingPicker() {
  const { data, error, refetch } = useQuery(myListingsQueries.list(PICK_FROM));
  if (error && !data) return <LoadError message="Could not load your listings." onRetry={() => void refetch()} />;
  if (!data)
    return (
      <HStack gap="3" color="gray.600">
        <Spinner size="sm" />
        <Text>Loading your listings...</Text>
      </HStack>
    );
  if (data.rows.length === 0) return <Text>You have no listings yet.</Text>;
  const options = data.rows.map((row) => ({ value: row.listing_id, label: `${row.title} (${LISTING_TYPE_LABELS[row.listing_type]})` }));
  // Many listings scroll within the dialog, so the dates and the change stay in reach.
  return (
    <Box maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md" p="3">
      <CheckboxGroupField name="listing_ids" label="Listings" options={options} />
    </Box>
  );
}
