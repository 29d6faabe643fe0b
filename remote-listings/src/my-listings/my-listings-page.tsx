import { type PointerEvent, useRef, useState } from 'react';

import { myListingsQueries } from '@portal/api';
import { LISTING_TABS, ListingListQuerySchema, type ListingRow } from '@portal/contracts';
import { Box, Flex, Page } from '@portal/ui';
import { FilterMenu, ListTable, ListTabs, ListToolbar, SortMenu, useListSearch } from '@portal/ui/lists';

import { useListingsStrings } from '../strings/listings-strings';
import { listingColumns } from './listing-columns';
import { ListingDetailsDrawer } from './listing-details-drawer';
import { DeactivateDialog, DeleteDialog } from './listing-dialogs';
import { ListingHeaderActions } from './listing-header-actions';
import { filterOptions, sortOptions, tickFilter } from './listing-list-query';
import { type MenuTarget, RowActionsMenu } from './row-actions-menu';
import { useListingsCsv } from './use-listings-csv';
import { useRowActions } from './use-row-actions';

/**
 * Where a row's menu opens: at the pointer for a click, at the row's start for Enter (the row has
 * the focus then; it gets it back when the menu closes without an action), under the row's
 * Actions button when that is pressed (the button gets the focus back).
 */
function useMenuAnchor() {
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const row = useRef<HTMLElement | null>(null);
  const track = {
    onPointerDownCapture: (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    },
    onKeyDownCapture: () => {
      pointer.current = null;
    },
  };
  const pointFor = () => {
    row.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const rect = row.current?.getBoundingClientRect();
    return pointer.current ?? { x: (rect?.left ?? 0) + 16, y: rect?.bottom ?? 0 };
  };
  const pointAt = (button: HTMLElement) => {
    row.current = button;
    const rect = button.getBoundingClientRect();
    return { x: rect.left, y: rect.bottom };
  };
  const refocus = () => row.current?.focus();
  return { track, pointFor, pointAt, refocus };
}

export function MyListingsPage() {
  const t = useListingsStrings();
  const listingTabs = LISTING_TABS.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }));
  const list = useListSearch(ListingListQuerySchema, myListingsQueries.list);
  const { update, query } = list;
  const csv = useListingsCsv(query);
  const anchor = useMenuAnchor();
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const actions = useRowActions();
  const columns = listingColumns({
    onActions: (row, button) => setMenu({ row, point: anchor.pointAt(button) }),
    onEdit: (row) => actions.run('edit', row),
  });

  return (
    <Page title={t('myListings.title')} actions={<ListingHeaderActions onDownload={csv.download} downloading={csv.downloading} />}>
      <ListTabs value={query.status} tabs={listingTabs} onChange={(status) => update({ status })}>
        <ListToolbar list={list} placeholder={t('myListings.search')}>
          <Flex gap="2">
            <FilterMenu
              label={t('myListings.filter')}
              options={filterOptions()}
              checked={(filter) => query[filter]}
              onCheckedChange={(filter, ticked) => update(tickFilter(filter, ticked))}
            />
            <SortMenu label={t('myListings.sort')} options={sortOptions()} value={query.sort} onChange={(sort) => update({ sort })} />
          </Flex>
        </ListToolbar>
        <Box {...anchor.track}>
          <ListTable
            list={list}
            errorMessage={t('myListings.loadFailed')}
            caption={t('myListings.caption')}
            columns={columns}
            rowKey={(row: ListingRow) => row.listing_id}
            loadingText={t('myListings.loading')}
            emptyText={t('myListings.empty')}
            onRowClick={(row) => setMenu({ row, point: anchor.pointFor() })}
          />
        </Box>
      </ListTabs>
      <RowActionsMenu target={menu} onAction={actions.run} onClose={() => setMenu(null)} onDismiss={anchor.refocus} />
      {actions.open?.kind === 'view' && <ListingDetailsDrawer listingId={actions.open.row.listing_id} onClose={actions.close} />}
      {actions.open?.kind === 'deactivate' && <DeactivateDialog row={actions.open.row} onClose={actions.close} />}
      {actions.open?.kind === 'delete' && (
        <DeleteDialog row={actions.open.row} onClose={actions.close} onDeactivate={() => actions.run('deactivate', actions.open!.row)} />
      )}
    </Page>
  );
}
