import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TProductRating } from '@seller-tools/contract';
import { StarRating } from '../../../components/ui/reviews';
import { plural } from '../../../lib/plural';
import { hasRatingDrop } from './rating-drop';

/** The ratings-count weighted average of the displayed ratings; null without any. */
export function weightedAverage(products: readonly TProductRating[]): number | null {
  let weight = 0;
  let sum = 0;
  for (const p of products) {
    if (p.displayed_rating === null || p.ratings_count <= 0) continue;
    weight += p.ratings_count;
    sum += p.displayed_rating * p.ratings_count;
  }
  return weight === 0 ? null : sum / weight;
}

/** A count of products and what it counts, in `color` when there are any. */
function CountStat({
  label,
  count,
  color,
  note,
}: {
  label: string;
  count: number;
  color: string;
  note: string;
}) {
  return (
    <Stat label={label}>
      <Text fz={28} fw={800} lh={1} c={count > 0 ? color : undefined}>
        {count}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stat>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {label}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** How many of the counted products start the period on the history reconstructed from their reviews. */
function reconstructedNote(products: readonly TProductRating[]): string {
  const n = products.filter((p) => p.start_reconstructed).length;
  return n === 0 ? '' : `, ${n} from reconstructed history`;
}

/** Products tracked, average rating, drops and rises over the period. */
export function SummaryStrip({ products, period }: { products: readonly TProductRating[]; period: string }) {
  const average = weightedAverage(products);
  const dropping = products.filter(hasRatingDrop);
  const rising = products.filter((p) => (p.change ?? 0) > 0);
  const drops = dropping.length;
  const rises = rising.length;
  const ratings = products.reduce((sum, p) => sum + p.ratings_count, 0);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Stat label="Products">
        <Text fz={28} fw={800} lh={1}>
          {products.length}
        </Text>
        <Text size="xs" c="dimmed">
          {plural(ratings, 'rating')}
        </Text>
      </Stat>
      <Stat label="Average rating">
        <Text fz={28} fw={800} lh={1}>
          {average === null ? '—' : average.toFixed(2)}
        </Text>
        <StarRating value={average} size="xs" />
      </Stat>
      <CountStat
        label={`Drops (${period})`}
        count={drops}
        color="red.7"
        note={`products shoppers now see lower${reconstructedNote(dropping)}`}
      />
      <CountStat
        label={`Rises (${period})`}
        count={rises}
        color="teal.7"
        note={`products rated higher${reconstructedNote(rising)}`}
      />
    </SimpleGrid>
  );
}
