import type { ListingEditLog } from '@portal/contracts';
import { Box, formatDateTime, List, Stack, Text } from '@portal/ui';

import { fieldLabel, formatValue, readableChanges } from './listing-values';

const EDIT_TYPE_LABELS: Record<string, string> = {
  created: 'Created',
  edit: 'Edited',
  status_change: 'Status changed',
  review_approved: 'Approved by the marketplace team',
  review_rejected: 'Rejected by the marketplace team',
};

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
  if (logs.length === 0) return <Text color="gray.600">No changes recorded yet.</Text>;
  return (
    <List.Root as="ol" listStyle="none" gap="4" ms="0">
      {logs.map((log) => (
        <List.Item key={log.log_id} borderStartWidth="2px" borderColor="teal.600" ps="3">
          <Stack gap="1">
            <Text fontWeight="semibold">{EDIT_TYPE_LABELS[log.edit_type] ?? log.edit_type}</Text>
            <Text fontSize="sm" color="gray.600">
              {log.editor} · <time dateTime={log.created_at}>{formatDateTime(log.created_at)}</time>
            </Text>
            {log.note && (
              <Text fontSize="sm">
                Reason{log.note_field ? ` (${fieldLabel(log.note_field)})` : ''}: {log.note}
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
