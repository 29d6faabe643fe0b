import type { ListingEditLog } from '@portal/contracts';
import { Box, formatDateTime, List, Stack, Text } from '@portal/ui';

import { Phrase } from '../common/phrase';
import { listingsText, useListingsStrings } from '../strings/listings-strings';
import { fieldLabel, formatValue, readableChanges } from './listing-values';

const EDIT_TYPES = ['created', 'edit', 'status_change', 'review_approved', 'review_rejected'] as const;

/** What an entry of the history records; a kind the portal does not know yet as stored. */
const editTypeWord = (type: string) =>
  (EDIT_TYPES as readonly string[]).includes(type) ? listingsText()(`editTypes.${type as (typeof EDIT_TYPES)[number]}`) : type;

/** One change of a field, old to new. */
export function FieldChangeLine({ field, old: before, new: after }: { field: string; old: unknown; new: unknown }) {
  return (
    <List.Item>
      <Text as="span" fontWeight="semibold">
        {fieldLabel(field)}
      </Text>
      : {formatValue(before, field)} → {formatValue(after, field)}
    </List.Item>
  );
}

/** The history of a listing, newest first: who, when and what changed. */
export function EditLogTimeline({ logs }: { logs: readonly ListingEditLog[] }) {
  const t = useListingsStrings();
  if (logs.length === 0) return <Text color="gray.600">{t('details.noChanges')}</Text>;
  return (
    <List.Root as="ol" listStyle="none" gap="4" ms="0">
      {logs.map((log) => (
        <List.Item key={log.log_id} borderStartWidth="2px" borderColor="teal.600" ps="3">
          <Stack gap="1">
            <Text fontWeight="semibold">{editTypeWord(log.edit_type)}</Text>
            <Text fontSize="sm" color="gray.600">
              <bdi>{log.editor}</bdi> · <time dateTime={log.created_at}>{formatDateTime(log.created_at)}</time>
            </Text>
            {log.note && (
              <Text fontSize="sm">
                <Phrase
                  text={
                    log.note_field
                      ? t('details.reasonOf', { field: fieldLabel(log.note_field), note: '{{note}}' })
                      : t('details.reason', { note: '{{note}}' })
                  }
                  data={{ note: log.note }}
                />
              </Text>
            )}
            {log.changes.length > 0 && (
              <Box fontSize="sm">
                <List.Root ps="4">
                  {readableChanges(log.changes).map((change) => (
                    <FieldChangeLine key={change.field} {...change} />
                  ))}
                </List.Root>
              </Box>
            )}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
