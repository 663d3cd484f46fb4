import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { DEFAULT_PRODUCT_FILTERS, type TRatingPeriod, useProducts } from '../api/products';
import { PERIOD_OPTIONS, periodLabel, toPeriod } from '../components/labels';
import { ProductsContent } from '../components/products-content';
import { SummaryStrip } from '../components/summary-strip';
import { TrackerPage } from '../components/tracker-page';
import { useOpenProduct } from '../components/use-open-product';

const OVERVIEW_ROWS = 15;

/** /rating/overview: the catalogue's rating at a glance and the products that fell most. */
export function RatingOverviewPage() {
  usePageMeta({ title: 'Ratings overview', description: 'Your catalogue rating and its biggest drops.' });
  const { currentChannelId } = useShellContext();
  const [periodDays, setPeriodDays] = useState<TRatingPeriod>(7);
  const products = useProducts(currentChannelId, {
    ...DEFAULT_PRODUCT_FILTERS,
    sort: 'change_asc',
    periodDays,
  });
  const detail = useOpenProduct(currentChannelId);
  const period = periodLabel(periodDays);

  return (
    <TrackerPage detail={detail}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          Ratings overview
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Period"
          data={PERIOD_OPTIONS}
          value={String(periodDays)}
          onChange={(value) => setPeriodDays(toPeriod(value))}
        />
      </Group>
      {products.data && products.data.length > 0 && <SummaryStrip products={products.data} period={period} />}
      <Stack gap="xs">
        <Title order={2} size="h4">
          Biggest drops first
        </Title>
        <Text size="sm" c="dimmed">
          Open a product to see its daily rating and the reviews behind each move.
        </Text>
      </Stack>
      <ProductsContent
        query={products}
        periodDays={periodDays}
        filtered={false}
        onOpen={detail.open}
        compact
        limit={OVERVIEW_ROWS}
        caption={`Products by change over ${period}, biggest drop first`}
      />
      {products.data && products.data.length > OVERVIEW_ROWS && (
        <Group justify="center">
          <Button
            component={Link}
            to={REVIEW_ROUTES.ratings}
            variant="light"
            rightSection={<IconArrowRight size={16} />}
          >
            All {products.data.length} products
          </Button>
        </Group>
      )}
    </TrackerPage>
  );
}
