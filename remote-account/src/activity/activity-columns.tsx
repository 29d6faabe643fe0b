import { Link as RouterLink } from 'react-router-dom';

import { ACTIVITY_KIND_LABELS, type ActivityEntry } from '@portal/contracts';
import { formatDateTime, Link, Stack, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

/** The object's page, named by the entry's summary so each link says where it goes. */
function ObjectLink({ entry }: { entry: ActivityEntry }) {
  if (!entry.link) return <Text color="gray.600">No longer available</Text>;
  return (
    <Link asChild color="blue.600" textDecoration="underline">
      <RouterLink to={entry.link} aria-label={`Open ${entry.summary || ACTIVITY_KIND_LABELS[entry.kind]}`}>
        Open
      </RouterLink>
    </Link>
  );
}

export const activityColumns: readonly Column<ActivityEntry>[] = [
  {
    key: 'when',
    header: 'When',
    nowrap: true,
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  { key: 'member', header: 'Member', cell: (entry) => entry.member_name },
  {
    key: 'what',
    header: 'What',
    cell: (entry) => (
      <Stack gap="0">
        <Text fontWeight="semibold">{ACTIVITY_KIND_LABELS[entry.kind]}</Text>
        {entry.summary && <Text color="gray.600">{entry.summary}</Text>}
      </Stack>
    ),
  },
  { key: 'object', header: 'Object', nowrap: true, cell: (entry) => <ObjectLink entry={entry} /> },
];
