import { activityQueries } from '@portal/api';
import { ACTIVITY_KINDS, type ActivityKind, type ActivityQuery } from '@portal/contracts';
import { Page } from '@portal/ui';
import { type ListQuery, ListTable, useListQuery } from '@portal/ui/lists';

import { useDashboardStrings } from '../strings/dashboard-strings';
import { activityColumns } from './activity-columns';
import { ACTIVITY_FILTERS, ActivityFilters } from './activity-filters';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter typed into the URL by hand that the server would refuse is left out rather than failing the list. */
const valid = (value: string | undefined, test: (value: string) => boolean) => (value && test(value) ? value : undefined);

const activityPage = ({ page, pageSize, filters }: ListQuery) => {
  const from = valid(filters.from, (value) => DATE.test(value));
  const to = valid(filters.to, (value) => DATE.test(value) && (!from || value >= from));
  const query: ActivityQuery = {
    page: String(page),
    pageSize: String(pageSize),
    member: valid(filters.member, (value) => UUID.test(value)),
    kind: valid(filters.kind, (value) => (ACTIVITY_KINDS as readonly string[]).includes(value)) as ActivityKind | undefined,
    from,
    to,
  };
  return activityQueries.list(query);
};

/** Who did what in the business (issue 37): Owners and Managers (activity.read). */
export function ActivityPage() {
  const list = useListQuery(activityPage, { defaultSort: 'newest', filterKeys: ACTIVITY_FILTERS, pageSize: 20 });
  const t = useDashboardStrings();
  return (
    <Page title={t('activity.title')}>
      <ActivityFilters list={list} />
      <ListTable
        list={list}
        errorMessage={t('activity.loadFailed')}
        caption={t('activity.title')}
        columns={activityColumns()}
        rowKey={(entry) => entry.entry_id}
        loadingText={t('activity.loading')}
        emptyText={t('activity.empty')}
      />
    </Page>
  );
}
