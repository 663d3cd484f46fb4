import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QueryState, type TQueryLike } from './query-state';

const base: TQueryLike<string[]> = { isPending: false, isError: false, error: null, data: undefined };

function show(query: TQueryLike<string[]>) {
  return renderWithProviders(
    <QueryState
      query={query}
      errorTitle="Fruits could not be loaded"
      isEmpty={(items) => items.length === 0}
      empty={<p>No fruit yet</p>}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a skeleton while pending', () => {
    show({ ...base, isPending: true });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error notice whose "Try again" refetches', async () => {
    const refetch = vi.fn();
    show({ ...base, isError: true, error: new Error('boom'), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Fruits could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state, else the children with the data', () => {
    const { unmount } = show({ ...base, data: [] });
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
    unmount();
    show({ ...base, data: ['Apple', 'Pear'] });
    expect(screen.getByText('Apple, Pear')).toBeInTheDocument();
  });

  it('counts an empty list as empty without isEmpty when there is an empty node', () => {
    const { unmount } = renderWithProviders(
      <QueryState
        query={{ ...base, data: [] }}
        errorTitle="Fruits could not be loaded"
        empty={<p>No fruit yet</p>}
      >
        {(items) => <p>{items.length} fruits</p>}
      </QueryState>,
    );
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
    unmount();
    // Without an empty node the children decide what an empty list looks like.
    renderWithProviders(
      <QueryState query={{ ...base, data: [] }} errorTitle="Fruits could not be loaded">
        {(items) => <p>{items.length} fruits</p>}
      </QueryState>,
    );
    expect(screen.getByText('0 fruits')).toBeInTheDocument();
  });

  it('counts a page without items as empty without isEmpty', () => {
    const page: TQueryLike<{ items: string[] }> = { ...base, data: { items: [] } };
    renderWithProviders(
      <QueryState query={page} errorTitle="Fruits could not be loaded" empty={<p>No fruit yet</p>}>
        {(data) => <p>{data.items.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
  });
});
