import { Button, Paper } from '@mantine/core';
import type { TProductRating } from '@seller-tools/contract';
import { IconPackage, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { ProductsTable } from './products-table';

interface ProductsContentProps {
  query: UseQueryResult<TProductRating[]>;
  periodDays: number;
  filtered: boolean;
  onClearFilters?: () => void;
  onOpen: (product: TProductRating) => void;
  showMarketplace?: boolean;
  compact?: boolean;
  /** At most this many rows (the overview). */
  limit?: number;
  caption: string;
}

/** The products table with its loading, error and empty states. */
export function ProductsContent({
  query,
  periodDays,
  filtered,
  onClearFilters,
  onOpen,
  showMarketplace,
  compact,
  limit,
  caption,
}: ProductsContentProps) {
  const empty = filtered ? (
    <EmptyPanel
      icon={<IconSearch size={28} />}
      title="No products match"
      action={
        onClearFilters && (
          <Button variant="light" onClick={onClearFilters}>
            Clear filters
          </Button>
        )
      }
    >
      Try another search or fewer tags.
    </EmptyPanel>
  ) : (
    <EmptyPanel icon={<IconPackage size={28} />} title="No products yet">
      Your products appear once the catalogue of this store is imported, and their ratings are read from the
      product pages every few hours. Nothing to set up: check back after the next sync.
    </EmptyPanel>
  );
  return (
    <QueryState
      query={query}
      skeleton={<ListSkeleton label="Loading products" />}
      errorTitle="Products could not be loaded"
      empty={empty}
    >
      {(products) => (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <ProductsTable
            products={limit ? products.slice(0, limit) : products}
            periodDays={periodDays}
            onOpen={onOpen}
            showMarketplace={showMarketplace}
            compact={compact}
            caption={caption}
          />
        </Paper>
      )}
    </QueryState>
  );
}
