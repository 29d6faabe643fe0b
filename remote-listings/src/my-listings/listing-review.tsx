import type { Listing } from '@portal/contracts';
import { Alert, List, Stack, Text } from '@portal/ui';

import { useListingsStrings } from '../strings/listings-strings';
import { FieldChangeLine } from './edit-log-timeline';
import { fieldLabel, readableChanges } from './listing-values';

/**
 * Where the listing stands with the marketplace team: the team's reason when it turned the last
 * submission down (naming the field when it gave one), and while an edit is under review, what
 * changed against the live version, field by field.
 */
export function ListingReview({ listing }: { listing: Listing }) {
  const t = useListingsStrings();
  const { review, pending_changes: changes } = listing;
  return (
    <Stack gap="3">
      {review?.decision === 'rejected' && (
        <Alert.Root status="error">
          <Alert.Content>
            <Alert.Title>{t('details.rejected')}</Alert.Title>
            <Alert.Description>
              {review.field && (
                <Text as="span" fontWeight="semibold">
                  {fieldLabel(review.field)}:{' '}
                </Text>
              )}
              {review.reason ? <bdi>{review.reason}</bdi> : t('details.noReason')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {changes.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="semibold">{t('details.underReview')}</Text>
          <List.Root ps="4" fontSize="sm">
            {readableChanges(changes).map((change) => (
              <FieldChangeLine key={change.field} {...change} />
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
