import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ticketQueries } from '@portal/api';
import { paths, TICKET_SORTS, TICKET_STATUSES, TicketListQuerySchema, type TicketSort } from '@portal/contracts';
import { Button, Field, NativeSelect, Page } from '@portal/ui';
import { ListTable, ListTabs, ListToolbar, useListSearch } from '@portal/ui/lists';

import { useSupportStrings } from '../strings/support-strings';
import { useTicketColumns } from './ticket-columns';
import { sortLabelOf, tabLabelOf } from './ticket-list-query';

const isTicketSort = (value: string): value is TicketSort => (TICKET_SORTS as readonly string[]).includes(value);

function SortBy({ value, onChange }: { value: TicketSort; onChange: (sort: TicketSort) => void }) {
  const t = useSupportStrings();
  return (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label whiteSpace="nowrap" mb="0">
        {t('list.sortBy')}
      </Field.Label>
      <NativeSelect.Root width="40" bg="white">
        <NativeSelect.Field value={value} onChange={(event) => isTicketSort(event.target.value) && onChange(event.target.value)}>
          {TICKET_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabelOf(sort)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Support: the supplier's tickets by tab, searched, sorted and paged by the server; state in the URL. */
export function SupportPage() {
  const t = useSupportStrings();
  const columns = useTicketColumns();
  const navigate = useNavigate();
  const list = useListSearch(TicketListQuerySchema, ticketQueries.list);
  const { update, query } = list;

  return (
    <Page
      title={t('list.title')}
      actions={
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.openTicket}>{t('list.openTicket')}</RouterLink>
        </Button>
      }
    >
      <ListTabs
        value={query.tab}
        tabs={TICKET_STATUSES.map((tab) => ({ value: tab, label: tabLabelOf(tab) }))}
        onChange={(tab) => update({ tab })}
      >
        <ListToolbar list={list} placeholder={t('list.search')}>
          <SortBy value={query.sort} onChange={(sort) => update({ sort })} />
        </ListToolbar>
        <ListTable
          list={list}
          errorMessage={t('list.failed')}
          caption={t('list.caption')}
          columns={columns}
          rowKey={(ticket) => ticket.ticket_id}
          loadingText={t('list.loading')}
          emptyText={t('list.empty')}
          onRowClick={(ticket) => navigate(paths.ticketDetail(ticket.ticket_id))}
        />
      </ListTabs>
    </Page>
  );
}
