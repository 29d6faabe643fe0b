// `@portal/ui/lists`: the frame of a list screen (tabs, toolbar with search, filter and sort menus,
// the table with its pagination, the list's state in the URL, CSV download) and Chakra's Menu and
// Tabs that its menus and tabs are built on. An entry of its own, shared apart from `@portal/ui`:
// the shell and the dashboard use none of it, so they do not load its menus, tabs and popper (ADR
// 0008).
export type { AppTableProps, Column } from './app-table';
export { AppTable } from './app-table';
export { downloadBlob } from './csv';
export type { ListTableProps } from './list-frame';
export { ListTable, ListToolbar } from './list-frame';
export type { MenuOption } from './list-menus';
export { FilterMenu, SortMenu } from './list-menus';
export type { ListTab, ListTabsProps } from './list-tabs';
export { ListTabs } from './list-tabs';
export { pageWindow, Pagination } from './pagination';
export type { SearchBoxProps } from './search-box';
export { SearchBox } from './search-box';
export type { ListOptions, ListQuery, ListState, PagedList, PagedQuery, PageQuery } from './use-list-query';
export { choiceOf, isTicked, tickFilter, useListQuery, useListSearch } from './use-list-query';
export { Menu, Tabs } from '@chakra-ui/react';
