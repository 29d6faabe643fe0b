import type { ReactNode } from 'react';
import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { Pagination } from './pagination';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
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
  onRowClick?: (row: Row) => void;
}

/**
 * The data table of every list screen: loading and empty states, 'Showing N of M', paging. The
 * loading and empty texts are a status line under the header, not a row: the table's rows are
 * always data rows, so nothing that looks like a row ignores a click.
 */
export function AppTable<Row>(props: AppTableProps<Row>) {
  const { columns, rows, loading, reloading = false, onRowClick } = props;
  const message = loading ? props.loadingText : rows.length === 0 ? props.emptyText : null;
  const shown = loading ? 0 : rows.length;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden">
      <Box overflowX="auto">
        <Table.Root
          size="sm"
          interactive={Boolean(onRowClick)}
          aria-label={props.caption}
          aria-busy={loading || reloading}
          opacity={reloading ? 0.7 : 1}
          transition="opacity 0.15s"
        >
          <Table.Header>
            <Table.Row bg="gray.100">
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} whiteSpace="nowrap">{column.header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!loading && rows.map((row) => (
              <Table.Row
                key={props.rowKey(row)}
                cursor={onRowClick ? 'pointer' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onKeyDown={onRowClick ? (event) => event.key === 'Enter' && onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <Table.Cell key={column.key} whiteSpace="nowrap">{column.cell(row)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {message && <Text role="status" textAlign="center" py="8" color="gray.600">{message}</Text>}
      </Box>
      <Flex justify="space-between" align="center" px="4" py="3" gap="3" wrap="wrap" borderTopWidth="1px">
        <Text fontSize="sm" color="gray.600">{`Showing ${shown} of ${loading ? 0 : props.total}`}</Text>
        <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onPageChange={props.onPageChange} />
      </Flex>
    </Box>
  );
}
