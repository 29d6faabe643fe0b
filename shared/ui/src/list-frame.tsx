import { Flex } from '@chakra-ui/react';
import { type ReactNode, useCallback } from 'react';

import { AppTable, type AppTableProps } from './app-table';
import { LoadError } from './load-error';
import { SearchBox } from './search-box';
import type { PagedList } from './use-list-query';

/**
 * The pieces every list screen (My Bookings, My Payouts, Support, My Listings) puts around its
 * rows, bound to the list's URL state from `useListSearch`, so each screen states only its words.
 */

/** The search box, with the screen's own controls (filters, sort) at the other end of the line. */
export function ListToolbar<Row>({ list, placeholder, children }: { list: PagedList<Row>; placeholder: string; children?: ReactNode }) {
  const { update } = list;
  const search = useCallback((q: string) => update({ q }), [update]);
  return (
    <Flex gap="3" mb="4" wrap="wrap" justify="space-between" align="center">
      <SearchBox value={list.query.q ?? ''} onSearch={search} placeholder={placeholder} />
      {children}
    </Flex>
  );
}

type BoundTableProps = 'rows' | 'loading' | 'reloading' | 'total' | 'page' | 'pageSize' | 'onPageChange';

export type ListTableProps<Row> = Omit<AppTableProps<Row>, BoundTableProps> & {
  list: PagedList<Row>;
  /** Shown above the table, with Retry, when the page could not be loaded. */
  errorMessage: string;
};

/** The page of rows with its pager, and the load error above it when the page could not be had. */
export function ListTable<Row>({ list, errorMessage, ...table }: ListTableProps<Row>) {
  const { query, update } = list;
  return (
    <>
      {list.error !== null && <LoadError message={errorMessage} onRetry={list.reload} />}
      <AppTable
        {...table}
        rows={list.rows}
        loading={list.loading}
        reloading={list.reloading}
        total={list.total}
        page={query.page}
        pageSize={query.pageSize}
        onPageChange={(page) => update({ page })}
      />
    </>
  );
}
