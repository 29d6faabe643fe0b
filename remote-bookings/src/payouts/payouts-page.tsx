import { useNavigate } from 'react-router-dom';

import { payoutQueries } from '@portal/api';
import { paths, PayoutListQuerySchema } from '@portal/contracts';
import { Button, Icon, Page } from '@portal/ui';
import { ListTable, ListTabs, ListToolbar, useListSearch } from '@portal/ui/lists';

import { MonthlyStatementBar } from './monthly-statement-bar';
import { payoutColumns } from './payout-columns';
import { PayoutSortMenu } from './payout-sort-menu';
import { usePayoutsCsv } from './use-payouts-csv';

export function PayoutsPage() {
  const list = useListSearch(PayoutListQuerySchema, payoutQueries.list);
  const csv = usePayoutsCsv(list.query);
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
          <PayoutSortMenu value={list.query.sort} onChange={(sort) => update({ sort })} />
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
