import {
  LISTING_TABLE_COLUMNS,
  listingFieldLabel,
  listingGroupLabel,
  type ListingRow,
  listingShortId,
  listingStatusDisplay,
} from '@portal/contracts';
import { Button, formatCount, formatLongDate, formatRs, formatTime, Stack, StatusText, type StatusTone, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

import { groupWord, statusWord, typeWord } from '../common/listing-words';
import { HiddenLabel } from '../common/phrase';
import { listingsText, useListingsStrings } from '../strings/listings-strings';

type Header = (typeof LISTING_TABLE_COLUMNS)[number];

/** The spec's column headers (the rows' keys) and their words in the namespace. */
const COLUMN_KEYS = {
  ID: 'id',
  'Created on': 'createdOn',
  'Listing/Type': 'type',
  Title: 'title',
  'Type/Group': 'group',
  Bookings: 'bookings',
  Price: 'price',
  Status: 'status',
} as const satisfies Record<Header, string>;

const TONES: Record<ReturnType<typeof listingStatusDisplay>['colour'], StatusTone> = {
  green: 'green',
  red: 'red',
  yellow: 'yellow',
  grey: 'gray',
};

/** What a row's own controls do: open its menu under the Actions button, or edit the listing. */
export interface RowHandlers {
  onActions: (row: ListingRow, button: HTMLElement) => void;
  onEdit: (row: ListingRow) => void;
}

/**
 * The status label in its colour. A listing the team did not approve says why, with the Edit that
 * fixes it; a live listing whose last edit the team turned down says that its changes were rejected.
 */
function StatusCell({ row, onEdit }: { row: ListingRow; onEdit: RowHandlers['onEdit'] }) {
  const t = useListingsStrings();
  const { colour } = listingStatusDisplay(row.status);
  const editLabel = `edit-${row.listing_id}`;
  return (
    <Stack gap="0" alignItems="flex-start">
      <StatusText tone={TONES[colour]}>{statusWord(row.status)}</StatusText>
      {row.status === 'not_approved' && (
        <>
          {row.review?.reason && (
            <Text fontSize="xs" color="gray.700" maxW="48">
              {row.review.field && `${listingFieldLabel(row.review.field)}: `}
              <bdi>{row.review.reason}</bdi>
            </Text>
          )}
          <Button
            size="xs"
            variant="plain"
            px="0"
            color="blue.700"
            textDecoration="underline"
            aria-labelledby={editLabel}
            onClick={() => onEdit(row)}
          >
            {t('myListings.edit')}
          </Button>
          <HiddenLabel id={editLabel} text={t('myListings.editNamed', { title: row.title })} />
        </>
      )}
      {row.status === 'approved' && row.review?.decision === 'rejected' && (
        <Text fontSize="xs" color="red.700">
          {t('myListings.changesRejected')}
        </Text>
      )}
    </Stack>
  );
}

const cells = (onEdit: RowHandlers['onEdit']): Record<Header, Column<ListingRow>['cell']> => ({
  ID: (row) => listingShortId(row.listing_id),
  // Spec section 3: the date with its month in words, then the time.
  'Created on': (row) => (
    <Stack gap="0">
      <span>{formatLongDate(row.created_at)}</span>
      <Text as="span" fontSize="xs" color="gray.600">
        {formatTime(row.created_at)}
      </Text>
    </Stack>
  ),
  'Listing/Type': (row) => typeWord(row.listing_type),
  Title: (row) => <bdi>{row.title}</bdi>,
  'Type/Group': (row) => groupWord(listingGroupLabel(row.group_type)),
  Bookings: (row) => formatCount(row.bookings),
  Price: (row) => formatRs(row.price),
  Status: (row) => <StatusCell row={row} onEdit={onEdit} />,
});

/**
 * The My Listings table, in the spec's column order, and a last column with each row's Actions
 * button: a click anywhere on a row opens its menu too (spec section 2), but nothing shows that
 * it does; the button does, and opens the menu under itself.
 */
export function listingColumns({ onActions, onEdit }: RowHandlers): readonly Column<ListingRow>[] {
  const t = listingsText();
  const actions: Column<ListingRow> = {
    key: 'Actions',
    header: t('columns.actions'),
    nowrap: true,
    cell: (row) => (
      <>
        <Button
          size="xs"
          variant="outline"
          aria-labelledby={`actions-${row.listing_id}`}
          aria-haspopup="menu"
          onClick={(event) => onActions(row, event.currentTarget)}
        >
          {t('columns.actions')}
        </Button>
        <HiddenLabel id={`actions-${row.listing_id}`} text={t('myListings.actionsFor', { title: row.title })} />
      </>
    ),
  };
  const cell = cells(onEdit);
  return [
    ...LISTING_TABLE_COLUMNS.map((header) => ({ key: header, header: t(`columns.${COLUMN_KEYS[header]}`), cell: cell[header] })),
    actions,
  ];
}
