import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { bookingQueries } from '@portal/api';
import { type Booking, BOOKING_TABS, DEFAULT_BOOKING_SORT, paths } from '@portal/contracts';
import { useCan } from '@portal/session';
import { Box, Button, Grid, HStack, Icon, Page, useDisclosure } from '@portal/ui';
import { type ListQuery, ListTable, ListTabs, ListToolbar, useListQuery } from '@portal/ui/lists';

import { DeclineBookingDialog } from '../common/decline-booking-dialog';
import { bookingColumns } from './booking-columns';
import { BOOKING_URL_FILTERS, bookingFilterQuery, bookingListQuery, isTicked, sortOf, TAB_LABELS, tabOf } from './booking-list-query';
import { BookingRowMenu } from './booking-row-menu';
import { BookingsFilters } from './bookings-filters';
import { CancelDeparturesDialog } from './cancel-departures-dialog';
import { useBookingsCsv } from './use-bookings-csv';

const bookingTabs = BOOKING_TABS.map((tab) => ({ value: tab, label: TAB_LABELS[tab] }));

const bookingsPage = (query: ListQuery) => bookingQueries.list(bookingListQuery(query));

export function BookingsPage() {
  const navigate = useNavigate();
  const list = useListQuery(bookingsPage, { defaultSort: DEFAULT_BOOKING_SORT, filterKeys: BOOKING_URL_FILTERS });
  const { update, query } = list;
  const csv = useBookingsCsv(bookingFilterQuery(query));
  const filtersPanel = useDisclosure();
  const [declining, setDeclining] = useState<Booking | null>(null);
  const departures = useDisclosure();
  // A guide reads their bookings only; finance reads and downloads.
  const mayDecide = useCan('bookings.decide');
  const mayExport = useCan('bookings.export');
  const columns = [
    ...bookingColumns,
    {
      key: 'actions',
      header: 'Actions',
      cell: (booking: Booking) => <BookingRowMenu booking={booking} onDecline={setDeclining} />,
      nowrap: true,
    },
  ];

  return (
    <Page
      title="My Bookings"
      actions={
        <HStack gap="2" wrap="wrap">
          {mayDecide && (
            <Button colorPalette="red" variant="outline" bg="white" onClick={departures.onOpen}>
              Cancel departures
            </Button>
          )}
          {mayExport && (
            <Button colorPalette="teal" onClick={csv.download} loading={csv.downloading}>
              <Icon name="download" size={16} /> Download CSV
            </Button>
          )}
        </HStack>
      }
    >
      <ListTabs value={tabOf(query)} tabs={bookingTabs} onChange={(tab) => update({ filters: { tab } })}>
        <ListToolbar list={list} placeholder="Search by ID or customer">
          {/* On small screens the filters fold away behind this button. */}
          <Button
            variant="outline"
            bg="white"
            display={{ base: 'inline-flex', lg: 'none' }}
            aria-expanded={filtersPanel.open}
            onClick={filtersPanel.onToggle}
          >
            Filters
          </Button>
        </ListToolbar>
        <Grid templateColumns={{ base: '1fr', lg: '240px minmax(0, 1fr)' }} gap="4" alignItems="start">
          <Box display={{ base: filtersPanel.open ? 'block' : 'none', lg: 'block' }}>
            <BookingsFilters
              ticked={(filter) => isTicked(query, filter)}
              onTick={(filter, ticked) => update({ filters: { [filter]: ticked ? 'true' : undefined } })}
              sort={sortOf(query)}
              onSort={(sort) => update({ sort })}
            />
          </Box>
          <Box minW="0">
            <ListTable
              list={list}
              errorMessage="Could not load bookings."
              caption="Bookings"
              columns={columns}
              rowKey={(booking) => booking.booking_id}
              loadingText="Loading bookings..."
              emptyText="No bookings found."
              onRowClick={(booking) => navigate(paths.bookingInfo(booking.booking_id))}
            />
          </Box>
        </Grid>
      </ListTabs>
      <DeclineBookingDialog booking={declining} onClose={() => setDeclining(null)} />
      <CancelDeparturesDialog open={departures.open} onOpenChange={(open) => !open && departures.onClose()} />
    </Page>
  );
}
