import { Box, Flex, Table, Text } from '@chakra-ui/react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

import { formatCount } from './format';
import { Pagination } from './pagination';
import { useUiStrings } from './strings/ui-strings';

export interface Column<Row> {
  key: string;
  /** The column's heading; below 768 px also the label of the value on each row's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * A short value (an id, a date, an amount, a status) kept on one line. Other columns wrap onto
   * more lines when the table is narrow, so that at desktop widths no column is pushed out of view.
   */
  nowrap?: boolean;
}

export interface AppTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Nothing to show yet: the loading text stands where the rows will be. */
  loading: boolean;
  /** The next page is on its way: the rows shown stay, and stay clickable, until it arrives. */
  reloading?: boolean;
  loadingText: string;
  emptyText: string;
  /** Total rows on the server across pages, for 'Showing N of M' and the pager. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A click on a row, or Enter or Space while the row has the focus. */
  onRowClick?: (row: Row) => void;
  /** False for a table that always holds all its rows (a statement): no 'Showing N of M' and no pager under it. */
  footer?: boolean;
}

// Below 768 px (Chakra's md) each row is a card: one line per column, its header as the label, so
// a phone shows the same facts without scrolling sideways. The same elements are laid out as
// blocks, with explicit roles so assistive technology still reads a table with its headers.
const card = <T extends string>(base: string, md: T) => ({ base, md });

const cellLayout = (nowrap: boolean | undefined) => ({
  display: card('flex', 'table-cell'),
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '4',
  textAlign: card('end', 'start'),
  whiteSpace: card('normal', nowrap ? 'nowrap' : 'normal'),
  borderBottomWidth: card('0', '1px'),
  px: card('0', '2'),
  py: card('1', '2'),
  // The header as the label of a card's line, drawn by CSS from data-label: not part of the cell's
  // text, and with an empty alternative ('/ ""') so screen readers, which have the column header,
  // do not read it twice.
  _before: {
    content: 'attr(data-label) / ""',
    display: card('block', 'none'),
    fontWeight: 'semibold',
    color: 'gray.600',
    textAlign: 'start',
    flexShrink: 0,
  },
  // A cell with nothing in it (a totals row's Customer) is no line of the card: no label, no
  // height. It stays in the table, so the row keeps its cells for assistive technology.
  _empty: { py: card('0', '2'), _before: { display: 'none' } },
});

const isActivation = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/** A click on a control inside a cell (a link, a button) is that control's, not the row's. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('a, button, input, select, textarea, [role="button"], [role="menuitem"]') !== null;

/**
 * The data table of every list screen: loading and empty states, 'Showing N of M', paging, and
 * cards below 768 px. The loading and empty texts are a status line under the header, not a row:
 * the table's rows are always data rows, so nothing that looks like a row ignores a click.
 */
export function AppTable<Row>(props: AppTableProps<Row>) {
  const { columns, rows, loading, reloading = false, onRowClick, footer = true } = props;
  const message = loading ? props.loadingText : rows.length === 0 ? props.emptyText : null;
  const t = useUiStrings();
  const shown = loading ? 0 : rows.length;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden">
      <Box overflowX={{ base: 'visible', md: 'auto' }}>
        <Table.Root
          size="sm"
          role="table"
          display={card('block', 'table')}
          interactive={Boolean(onRowClick)}
          aria-label={props.caption}
          aria-busy={loading || reloading}
          opacity={reloading ? 0.7 : 1}
          transition="opacity 0.15s"
        >
          <Table.Header role="rowgroup" srOnly={{ base: true, md: false }}>
            <Table.Row role="row" bg="gray.100">
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} role="columnheader" whiteSpace={column.nowrap ? 'nowrap' : 'normal'}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup" display={card('block', 'table-row-group')}>
            {!loading &&
              rows.map((row) => (
                <Table.Row
                  key={props.rowKey(row)}
                  role="row"
                  display={card('block', 'table-row')}
                  px={card('4', '0')}
                  py={card('3', '0')}
                  borderBottomWidth={card('1px', '0')}
                  cursor={onRowClick ? 'pointer' : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? (event) => !onControl(event) && onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          // The row's own keys only: a control inside a cell keeps its Enter and Space.
                          if (event.target !== event.currentTarget || !isActivation(event)) return;
                          event.preventDefault();
                          onRowClick(row);
                        }
                      : undefined
                  }
                  _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '-2px' }}
                >
                  {columns.map((column) => (
                    <Table.Cell key={column.key} role="cell" data-label={column.header} {...cellLayout(column.nowrap)}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
        {message && (
          <Text role="status" textAlign="center" py="8" color="gray.600">
            {message}
          </Text>
        )}
      </Box>
      {footer && (
        <Flex justify="space-between" align="center" px="4" py="3" gap="3" wrap="wrap" borderTopWidth="1px">
          <Text fontSize="sm" color="gray.600">
            {t('table.showing', { shown: formatCount(shown), total: formatCount(loading ? 0 : props.total) })}
          </Text>
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onPageChange={props.onPageChange} />
        </Flex>
      )}
    </Box>
  );
}
