import { useNavigate } from 'react-router-dom';

import { payoutQueries } from '@portal/api';
import { paths, PayoutListQuerySchema } from '@portal/contracts';
import { Button, Icon, Page } from '@portal/ui';
import { ListTable, ListTabs, ListToolbar, useListSearch } from '@portal/ui/lists';

import { usePayoutsStrings } from '../strings/payouts-strings';
import { MonthlyStatementBar } from './monthly-statement-bar';
import { payoutColumns } from './payout-columns';
import { PayoutSortMenu } from './payout-sort-menu';
import { usePayoutsCsv } from './use-payouts-csv';

export function PayoutsPage() {
  const list = useListSearch(PayoutListQuerySchema, payoutQueries.list);
  const csv = usePayoutsCsv(list.query);
  const { update } = list;
  const navigate = useNavigate();
  const t = usePayoutsStrings();

  return (
    <Page
      title={t('payouts.title')}
      actions={
        <Button colorPalette="teal" onClick={csv.download} loading={csv.downloading}>
          <Icon name="download" size={16} /> {t('payouts.downloadCsv')}
        </Button>
      }
    >
      <MonthlyStatementBar />
      <ListTabs value="all" tabs={[{ value: 'all', label: t('payouts.all') }]}>
        <ListToolbar list={list} placeholder={t('payouts.search')}>
          <PayoutSortMenu value={list.query.sort} onChange={(sort) => update({ sort })} />
        </ListToolbar>
        <ListTable
          list={list}
          errorMessage={t('payouts.loadFailed')}
          caption={t('payouts.caption')}
          columns={payoutColumns()}
          rowKey={(payout) => payout.payout_id}
          onRowClick={(payout) => navigate(paths.payoutStatement(payout.payout_id))}
          loadingText={t('payouts.loading')}
          emptyText={t('payouts.empty')}
        />
      </ListTabs>
    </Page>
  );
}
