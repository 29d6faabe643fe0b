import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createTestQueryClient } from '@portal/testing';

import { AppTable, type AppTableProps, type Column } from './app-table';
import { PortalProviders } from './providers';

interface Row {
  id: string;
  name: string;
  status: string;
}

const columns: Column<Row>[] = [
  { key: 'id', header: 'ID', cell: (row) => `#${row.id}`, nowrap: true },
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'status', header: 'Status', cell: (row) => <strong>{row.status}</strong>, nowrap: true },
];
const ayesha: Row = { id: '1', name: 'Ayesha', status: 'confirmed' };
const omar: Row = { id: '2', name: 'Omar', status: 'pending' };

const renderTable = (props: Partial<AppTableProps<Row>>) => {
  const all: AppTableProps<Row> = {
    caption: 'People',
    columns: [{ key: 'name', header: 'Name', cell: (row) => row.name }],
    rows: [],
    rowKey: (row) => row.id,
    loading: false,
    loadingText: 'Loading people...',
    emptyText: 'No people found.',
    total: 0,
    page: 1,
    pageSize: 10,
    onPageChange: jest.fn(),
    ...props,
  };
  return render(
    <PortalProviders queryClient={createTestQueryClient()}>
      <AppTable {...all} />
    </PortalProviders>,
  );
};

describe('AppTable', () => {
  it('says it is loading in a status line, not in a row of the table', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading people...');
    expect(within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Showing 0 of 0')).toBeInTheDocument();
  });

  it('leaves out the count and the pager under a table that holds all its rows', () => {
    renderTable({ rows: [ayesha, omar], total: 2, footer: false });
    expect(screen.getByText('Omar')).toBeInTheDocument();
    expect(screen.queryByText('Showing 2 of 2')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to show', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No people found.');
  });

  it('keeps the rows clickable while the next page loads', async () => {
    const onRowClick = jest.fn();
    renderTable({ rows: [ayesha], total: 1, reloading: true, onRowClick });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByText('Ayesha'));
    expect(onRowClick).toHaveBeenCalledWith(ayesha);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  });

  it('opens a row from the keyboard: Tab to it, then Enter or Space', async () => {
    const onRowClick = jest.fn();
    renderTable({ columns, rows: [ayesha, omar], total: 2, onRowClick });
    await userEvent.tab();
    expect(screen.getByRole('row', { name: /Ayesha/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(ayesha);
    await userEvent.tab();
    expect(screen.getByRole('row', { name: /Omar/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(omar);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves the keys of a control inside a cell to that control', async () => {
    const onRowClick = jest.fn();
    const onAction = jest.fn();
    const withAction: Column<Row> = {
      key: 'action',
      header: 'Action',
      cell: () => (
        <button type="button" onClick={onAction}>
          Reply
        </button>
      ),
    };
    renderTable({ columns: [...columns, withAction], rows: [ayesha], total: 1, onRowClick });
    screen.getByRole('button', { name: 'Reply' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('makes rows of a table without row clicks no tab stops', () => {
    renderTable({ columns, rows: [ayesha], total: 1 });
    expect(screen.getByRole('row', { name: /Ayesha/ })).not.toHaveAttribute('tabindex');
  });

  describe('as cards below 768 px', () => {
    it('labels every value of a row with its column header, from the column definitions', () => {
      renderTable({ columns, rows: [ayesha], total: 1 });
      const cells = within(screen.getByRole('row', { name: /Ayesha/ })).getAllByRole('cell');
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['ID', 'Name', 'Status']);
      // The label is drawn by CSS, so a cell's text stays its value alone.
      expect(cells.map((cell) => cell.textContent)).toEqual(['#1', 'Ayesha', 'confirmed']);
    });

    it('keeps the column headers for assistive technology while the header row is hidden', () => {
      renderTable({ columns, rows: [ayesha], total: 1 });
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ID', 'Name', 'Status']);
      expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    });
  });
});
