import { Text } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DataTable } from './data-table';
import type { TColumn, TSortState } from './types';

interface TFruit {
  id: number;
  name: string;
  count: number;
}

const FRUITS: TFruit[] = [
  { id: 1, name: 'Apple', count: 3 },
  { id: 2, name: 'Pear', count: 1200 },
];

const COLUMNS: TColumn<TFruit>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (f, { footer }) => (footer ? 'Total' : f.name) },
  { key: 'count', header: 'Count', align: 'right', render: (f) => f.count },
  { key: 'actions', header: null, headerLabel: 'Actions', render: (f) => <Text>Edit {f.name}</Text> },
];

describe('DataTable', () => {
  it('renders the headers, one row per item and the totals row', () => {
    renderWithProviders(
      <DataTable
        aria-label="Fruits"
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(f) => f.id}
        footerRow={{ id: 0, name: '', count: 1203 }}
        rowProps={(f) => ({ 'data-testid': `fruit-${f.id}` })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByTestId('fruit-2')).toHaveTextContent('Pear1200Edit Pear');
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('sorts through the caller: a click asks for ascending, then descending', async () => {
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<TSortState | null>(null);
      return (
        <DataTable
          columns={COLUMNS}
          rows={FRUITS}
          rowKey={(f) => f.id}
          sort={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    renderWithProviders(<Sorted />);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
  });

  it('shows the skeleton while loading and the empty state without rows', () => {
    const { unmount } = renderWithProviders(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(f) => f.id} loading loadingLabel="Loading fruits" />,
    );
    expect(screen.getByRole('status', { name: 'Loading fruits' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(f) => f.id} empty={<p>No fruit yet</p>} />,
    );
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renders the pager under the table', async () => {
    const onPage = vi.fn();
    renderWithProviders(
      <DataTable
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(f) => f.id}
        pager={{ page: 1, pageSize: 2, total: 5, noun: 'fruits', onPage }}
      />,
    );
    expect(screen.getByText('1–2 of 5 fruits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
