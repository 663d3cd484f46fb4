import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TDashboard } from '@seller-tools/contract';
import { RatingChange, StarRating } from '../../../components/ui/reviews';
import { DashboardCard } from './dashboard-card';

/** The store's average rating (weighted by ratings count) and its change over 7 and 30 days. */
export function RatingCard({ data }: { data: TDashboard }) {
  return (
    <DashboardCard id="average-rating-title" title="Average rating">
      <Group gap="sm" align="flex-end">
        <Text fz={44} fw={800} lh={1}>
          {data.average_rating === null ? '—' : data.average_rating.toFixed(2)}
        </Text>
        <StarRating value={data.average_rating} />
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        {[
          { period: '7 days', change: data.change_7d },
          { period: '30 days', change: data.change_30d },
        ].map(({ period, change }) => (
          <Stack key={period} gap={2}>
            <Text size="xs" c="dimmed">
              {`Last ${period}`}
            </Text>
            <RatingChange value={change} period={period} />
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {data.products === 1 ? '1 product' : `${data.products} products`} ·{' '}
        {data.reviews_7d === 1 ? '1 new review' : `${data.reviews_7d} new reviews`} this week
      </Text>
    </DashboardCard>
  );
}
