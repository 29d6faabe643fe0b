import { Link as RouterLink } from 'react-router-dom';

import type { ActivityEntry } from '@portal/contracts';
import { formatDateTime, Link, Stack, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { dashboardText, useDashboardStrings } from '../strings/dashboard-strings';
import { kindWords } from '../strings/dashboard-words';

/** The object's page, named by the entry's summary so each link says where it goes. */
function ObjectLink({ entry }: { entry: ActivityEntry }) {
  const t = useDashboardStrings();
  if (!entry.link) return <Text color="gray.600">{t('activity.gone')}</Text>;
  return (
    <Link asChild color="blue.600" textDecoration="underline">
      <RouterLink to={entry.link} aria-label={t('activity.openLabel', { summary: entry.summary || kindWords(entry.kind) })}>
        {t('activity.open')}
      </RouterLink>
    </Link>
  );
}

/**
 * The columns, their headers in the language on. The member's name and the summary (written by the
 * server when the change was made: a listing's title, a booking's number and customer) are data.
 */
export const activityColumns = (): readonly Column<ActivityEntry>[] => [
  {
    key: 'when',
    header: dashboardText()('activity.when'),
    nowrap: true,
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  { key: 'member', header: dashboardText()('activity.member'), cell: (entry) => <bdi>{entry.member_name}</bdi> },
  {
    key: 'what',
    header: dashboardText()('activity.what'),
    cell: (entry) => (
      <Stack gap="0">
        <Text fontWeight="semibold">{kindWords(entry.kind)}</Text>
        {entry.summary && (
          <Text color="gray.600">
            <bdi>{entry.summary}</bdi>
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'object', header: dashboardText()('activity.object'), nowrap: true, cell: (entry) => <ObjectLink entry={entry} /> },
];
