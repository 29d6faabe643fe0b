import { useNavigate } from 'react-router-dom';

import { payoutQueries } from '@portal/api';
import { DEFAULT_PAYOUT_SORT, paths, PAYOUT_SORTS, type PayoutSort } from '@portal/contracts';
import { Button, Icon, Page } from '@portal/ui';
import { type ListQuery, ListTable, ListTabs, ListToolbar, useListQuery } from '@portal/ui/lists';

import { MonthlyStatementBar } from './monthly-statement-bar';
import { payoutColumns } from './payout-columns';
import { PayoutSortMenu } from './payout-sort-menu';
import { usePayoutsCsv } from './use-payouts-csv';

// A sort typed into the URL by hand falls back to the default rather than failing the list.
const payoutSortOf = (sort: string): PayoutSort =>
  (PAYOUT_SORTS as readonly string[]).includes(sort) ? (sort as PayoutSort) : DEFAULT_PAYOUT_SORT;

const payoutsPage = (query: ListQuery) =>
  payoutQueries.list({
    page: String(query.page),
    pageSize: String(query.pageSize),
    q: query.q || undefined,
    sort: payoutSortOf(query.sort),
  });

export function PayoutsPage() {
  const list = useListQuery(payoutsPage, { defaultSort: DEFAULT_PAYOUT_SORT, filterKeys: [] });
  const sort = payoutSortOf(list.query.sort);
  const csv = usePayoutsCsv({ q: list.query.q, sort });
  const { update } = list;
  const navigate = useNavigate();

  return (
    <Page
      title="My Payouts"
      actions={
        <Button colorPalette="teal" onClick={csv.download} loading={csv.downloading}>
          <Icon name="download" size={16} /> Download CSV
        </Button>
      }
    >
      <MonthlyStatementBar />
      <ListTabs value="all" tabs={[{ value: 'all', label: 'All' }]}>
        <ListToolbar list={list} placeholder="Search by ID, Booking or Bank...">
          <PayoutSortMenu value={sort} onChange={(next) => update({ sort: next })} />
        </ListToolbar>
        <ListTable
          list={list}
          errorMessage="Could not load payouts."
          caption="Payouts"
          columns={payoutColumns}
          rowKey={(payout) => payout.payout_id}
          onRowClick={(payout) => navigate(paths.payoutStatement(payout.payout_id))}
          loadingText="Loading payouts..."
          emptyText="No payouts found."
        />
      </ListTabs>
    </Page>
  );
}
