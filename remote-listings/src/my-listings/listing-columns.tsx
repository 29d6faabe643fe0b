import {
  LISTING_TABLE_COLUMNS,
  listingFieldLabel,
  listingGroupLabel,
  type ListingRow,
  listingShortId,
  listingStatusDisplay,
  listingTypeLabel,
} from '@portal/contracts';
import { Button, formatCount, formatLongDate, formatRs, formatTime, Stack, StatusText, type StatusTone, Text } from '@portal/ui';
import type { Column } from '@portal/ui/lists';

type Header = (typeof LISTING_TABLE_COLUMNS)[number];

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
  const { label, colour } = listingStatusDisplay(row.status);
  return (
    <Stack gap="0" alignItems="flex-start">
      <StatusText tone={TONES[colour]}>{label}</StatusText>
      {row.status === 'not_approved' && (
        <>
          {row.review?.reason && (
            <Text fontSize="xs" color="gray.700" maxW="48">
              {row.review.field && `${listingFieldLabel(row.review.field)}: `}
              {row.review.reason}
            </Text>
          )}
          <Button
            size="xs"
            variant="plain"
            px="0"
            color="blue.700"
            textDecoration="underline"
            aria-label={`Edit ${row.title}`}
            onClick={() => onEdit(row)}
          >
            Edit
          </Button>
        </>
      )}
      {row.status === 'approved' && row.review?.decision === 'rejected' && (
        <Text fontSize="xs" color="red.700">
          Changes rejected
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
  'Listing/Type': (row) => listingTypeLabel(row.listing_type),
  Title: (row) => row.title,
  'Type/Group': (row) => listingGroupLabel(row.group_type),
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
  const actions: Column<ListingRow> = {
    key: 'Actions',
    header: 'Actions',
    nowrap: true,
    cell: (row) => (
      <Button
        size="xs"
        variant="outline"
        aria-label={`Actions for ${row.title}`}
        aria-haspopup="menu"
        onClick={(event) => onActions(row, event.currentTarget)}
      >
        Actions
      </Button>
    ),
  };
  const cell = cells(onEdit);
  return [...LISTING_TABLE_COLUMNS.map((header) => ({ key: header, header, cell: cell[header] })), actions];
}
