import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { bookingQueries } from '@portal/api';
import { type Booking, BOOKING_TABS, BookingListQuerySchema, paths } from '@portal/contracts';
import { useCan } from '@portal/session';
import { Box, Button, Grid, HStack, Icon, Page, useDisclosure } from '@portal/ui';
import { ListTable, ListTabs, ListToolbar, useListSearch } from '@portal/ui/lists';

import { DeclineBookingDialog } from '../common/decline-booking-dialog';
import { useBookingsStrings } from '../strings/bookings-strings';
import { bookingColumns } from './booking-columns';
import { BOOKING_LIST_DEFAULTS, choose, isChosen, tabOf } from './booking-list-query';
import { BookingRowMenu } from './booking-row-menu';
import { BookingsFilters } from './bookings-filters';
import { CancelDeparturesDialog } from './cancel-departures-dialog';
import { useBookingsCsv } from './use-bookings-csv';

export function BookingsPage() {
  const navigate = useNavigate();
  const t = useBookingsStrings();
  const bookingTabs = BOOKING_TABS.map((tab) => ({ value: tab, label: t(`list.tabs.${tab}`) }));
  const list = useListSearch(BookingListQuerySchema, bookingQueries.list, BOOKING_LIST_DEFAULTS);
  const { update, query } = list;
  const csv = useBookingsCsv(query);
  const filtersPanel = useDisclosure();
  const [declining, setDeclining] = useState<Booking | null>(null);
  const departures = useDisclosure();
  // A guide reads their bookings only; finance reads and downloads.
  const mayDecide = useCan('bookings.decide');
  const mayExport = useCan('bookings.export');
  const columns = [
    ...bookingColumns(t),
    {
      key: 'actions',
      header: t('list.columns.actions'),
      cell: (booking: Booking) => <BookingRowMenu booking={booking} onDecline={setDeclining} />,
      nowrap: true,
    },
  ];

  return (
    <Page
      title={t('list.title')}
      actions={
        <HStack gap="2" wrap="wrap">
          {mayDecide && (
            <Button colorPalette="red" variant="outline" bg="white" onClick={departures.onOpen}>
              {t('list.cancelDepartures')}
            </Button>
          )}
          {mayExport && (
            <Button colorPalette="teal" onClick={csv.download} loading={csv.downloading}>
              <Icon name="download" size={16} /> {t('list.downloadCsv')}
            </Button>
          )}
        </HStack>
      }
    >
      <ListTabs value={tabOf(query)} tabs={bookingTabs} onChange={(tab) => update({ tab })}>
        <ListToolbar list={list} placeholder={t('list.search')}>
          {/* On small screens the filters fold away behind this button. */}
          <Button
            variant="outline"
            bg="white"
            display={{ base: 'inline-flex', lg: 'none' }}
            aria-expanded={filtersPanel.open}
            onClick={filtersPanel.onToggle}
          >
            {t('list.filters')}
          </Button>
        </ListToolbar>
        <Grid templateColumns={{ base: '1fr', lg: '240px minmax(0, 1fr)' }} gap="4" alignItems="start">
          <Box display={{ base: filtersPanel.open ? 'block' : 'none', lg: 'block' }}>
            <BookingsFilters
              ticked={(filter) => isChosen(query, filter)}
              onTick={(filter, ticked) => update(choose(query, filter, ticked))}
              sort={query.sort}
              onSort={(sort) => update({ sort })}
            />
          </Box>
          <Box minW="0">
            <ListTable
              list={list}
              errorMessage={t('list.loadFailed')}
              caption={t('list.caption')}
              columns={columns}
              rowKey={(booking) => booking.booking_id}
              loadingText={t('list.loading')}
              emptyText={t('list.empty')}
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
