import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { FiltersPanel } from '../../../components/ui/filters-panel';
import { usePageMeta } from '../../../lib/page-meta';
import { plural } from '../../../lib/plural';
import { useTags } from '../../../lib/review-tags';
import { sisterStores, useShellContext } from '../../../lib/shell';
import {
  activeProductFilters,
  DEFAULT_PRODUCT_FILTERS,
  type TProductFilters,
  useProducts,
} from '../api/products';
import { ProductFilters } from '../components/product-filters';
import { ProductsContent } from '../components/products-content';
import { hasRatingDrop } from '../components/rating-drop';
import { TrackerPage } from '../components/tracker-page';
import { useOpenProduct } from '../components/use-open-product';

/** /rating/ratings: every product of the store with search, sort, period, tag and marketplace filters. */
export function RatingsPage() {
  usePageMeta({
    title: 'Product Ratings Tracker',
    description: 'The star rating of every product, day by day.',
  });
  const shell = useShellContext();
  const { currentChannelId } = shell;
  const [chosen, setFilters] = useState<TProductFilters>(DEFAULT_PRODUCT_FILTERS);
  const otherStores = sisterStores(shell);
  // Marketplaces chosen for another store do not carry over when the store changes.
  const filters = {
    ...chosen,
    alsoChannelIds: chosen.alsoChannelIds.filter((id) => otherStores.some((s) => s.channelId === id)),
  };
  const products = useProducts(currentChannelId, filters);
  const tags = useTags();
  const detail = useOpenProduct(currentChannelId);

  const filtered = filters.q !== '' || filters.tagIds.length > 0;
  const items = products.data ?? [];
  const drops = items.filter(hasRatingDrop).length;

  return (
    <TrackerPage detail={detail}>
      <FiltersPanel activeCount={activeProductFilters(filters)}>
        <ProductFilters
          filters={filters}
          onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
          tags={tags.data}
          otherStores={otherStores}
        />
      </FiltersPanel>
      {products.data && items.length > 0 && (
        <Group gap="md" aria-live="polite">
          <Text size="sm" c="dimmed">
            {plural(items.length, 'product')}
          </Text>
          {drops > 0 && (
            <Text size="sm" c="red.8" fw={600}>
              {plural(drops, 'rating drop')}
            </Text>
          )}
        </Group>
      )}
      <ProductsContent
        query={products}
        periodDays={filters.periodDays}
        filtered={filtered}
        onClearFilters={() =>
          setFilters({ ...DEFAULT_PRODUCT_FILTERS, sort: filters.sort, periodDays: filters.periodDays })
        }
        onOpen={detail.open}
        showMarketplace={filters.alsoChannelIds.length > 0}
        caption="Products and their ratings"
      />
    </TrackerPage>
  );
}
