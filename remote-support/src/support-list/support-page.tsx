import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ticketQueries } from '@portal/api';
import { paths, TICKET_SORTS, TICKET_STATUSES, TicketListQuerySchema, type TicketSort } from '@portal/contracts';
import { Button, Field, NativeSelect, Page } from '@portal/ui';
import { ListTable, ListTabs, ListToolbar, useListSearch } from '@portal/ui/lists';

import { ticketColumns } from './ticket-columns';
import { SORT_LABELS, TAB_LABELS } from './ticket-list-query';

const isTicketSort = (value: string): value is TicketSort => (TICKET_SORTS as readonly string[]).includes(value);

const ticketTabs = TICKET_STATUSES.map((tab) => ({ value: tab, label: TAB_LABELS[tab] }));

function SortBy({ value, onChange }: { value: TicketSort; onChange: (sort: TicketSort) => void }) {
  return (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label whiteSpace="nowrap" mb="0">
        Sort by
      </Field.Label>
      <NativeSelect.Root width="40" bg="white">
        <NativeSelect.Field value={value} onChange={(event) => isTicketSort(event.target.value) && onChange(event.target.value)}>
          {TICKET_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
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
  const navigate = useNavigate();
  const list = useListSearch(TicketListQuerySchema, ticketQueries.list);
  const { update, query } = list;

  return (
    <Page
      title="Support"
      actions={
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.openTicket}>Open Ticket</RouterLink>
        </Button>
      }
    >
      <ListTabs value={query.tab} tabs={ticketTabs} onChange={(tab) => update({ tab })}>
        <ListToolbar list={list} placeholder="Search by ID, related to or subject">
          <SortBy value={query.sort} onChange={(sort) => update({ sort })} />
        </ListToolbar>
        <ListTable
          list={list}
          errorMessage="Could not load tickets."
          caption="Support tickets"
          columns={ticketColumns}
          rowKey={(ticket) => ticket.ticket_id}
          loadingText="Loading tickets..."
          emptyText="No tickets found."
          onRowClick={(ticket) => navigate(paths.ticketDetail(ticket.ticket_id))}
        />
      </ListTabs>
    </Page>
  );
}
