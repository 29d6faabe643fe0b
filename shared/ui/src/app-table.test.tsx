import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient } from '@portal/testing';
import { AppTable, type AppTableProps } from './app-table';
import { PortalProviders } from './providers';

interface Row {
  id: string;
  name: string;
}

const renderTable = (props: Partial<AppTableProps<Row>>) => {
  const all: AppTableProps<Row> = {
    caption: 'People', columns: [{ key: 'name', header: 'Name', cell: (row) => row.name }], rows: [], rowKey: (row) => row.id,
    loading: false, loadingText: 'Loading people...', emptyText: 'No people found.', total: 0, page: 1, pageSize: 10, onPageChange: jest.fn(),
    ...props,
  };
  return render(<PortalProviders queryClient={createTestQueryClient()}><AppTable {...all} /></PortalProviders>);
};

describe('AppTable', () => {
  it('says it is loading in a status line, not in a row of the table', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading people...');
    expect(within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Showing 0 of 0')).toBeInTheDocument();
  });

  it('says when there is nothing to show', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No people found.');
  });

  it('keeps the rows clickable while the next page loads', async () => {
    const onRowClick = jest.fn();
    renderTable({ rows: [{ id: '1', name: 'Ayesha' }], total: 1, reloading: true, onRowClick });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByText('Ayesha'));
    expect(onRowClick).toHaveBeenCalledWith({ id: '1', name: 'Ayesha' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  });
});
