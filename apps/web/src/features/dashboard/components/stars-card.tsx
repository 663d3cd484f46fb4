import { Text } from '@mantine/core';
import { STAR_VALUES, type TDashboard } from '@seller-tools/contract';
import { PieChart } from '../../../components/ui/charts';
import { STAR_COLORS, starLabel } from '../../../components/ui/reviews';
import { plural } from '../../../lib/plural';
import { DashboardCard } from './dashboard-card';

/** New reviews of the last 30 days by star rating: each star's share of them as a pie (spec §5). */
export function StarsCard({ data }: { data: TDashboard }) {
  const total = STAR_VALUES.reduce((sum, star) => sum + data.reviews_30d[star], 0);
  return (
    <DashboardCard id="reviews-by-star-title" title="New reviews by star, 30 days">
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No new reviews in the last 30 days.
        </Text>
      ) : (
        <>
          <PieChart
            title={`New reviews in 30 days: ${[...STAR_VALUES]
              .reverse()
              .map((star) => `${starLabel(star)} ${data.reviews_30d[star]}`)
              .join(', ')}`}
            slices={[...STAR_VALUES].reverse().map((star) => ({
              name: starLabel(star),
              value: data.reviews_30d[star],
              color: STAR_COLORS[star] ?? 'gray',
            }))}
            size={140}
          />
          <Text size="sm" c="dimmed" mt="xs">
            {plural(total, 'review')} in all
          </Text>
        </>
      )}
    </DashboardCard>
  );
}
