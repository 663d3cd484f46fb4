import { formatDefaultDate, STAR_VALUES } from '@seller-tools/contract';
import { LineChart, shortDay, type TChartMarker } from '../../../components/ui/charts';
import { plural } from '../../../lib/plural';
import type { TProductHistory } from '../api/product-history';

export const DROP_COLOR = 'var(--mantine-color-red-6)';
export const RISE_COLOR = 'var(--mantine-color-teal-6)';

function ratingDomain(values: number[]): [number, number] {
  if (values.length === 0) return [1, 5];
  const min = Math.max(1, Math.min(...values) - 0.1);
  const max = Math.min(5, Math.max(...values) + 0.1);
  // At least 0.4 of a star tall, so a 0.1 move is visible but not a cliff.
  const missing = Math.max(0, 0.4 - (max - min));
  return [Math.max(1, min - missing / 2), Math.min(5, max + missing / 2)];
}

export function moveLabel(move: TProductHistory['moves'][number]): string {
  return `${formatDefaultDate(move.date)}: ${move.from.toFixed(1)} → ${move.to.toFixed(1)}, ${plural(move.reviews.length, 'review')}`;
}

interface HistoryChartProps {
  history: TProductHistory;
  onSelectMove: (date: string) => void;
}

/**
 * The displayed rating per day (line) over the reviews that arrived each day (bars), moves marked. The axis
 * spans the whole period asked for; the line starts at the product's first review: dashed where the server
 * reconstructed it from the reviews (before the first snapshot), solid from the first snapshot on (each
 * snapshot carried over the days after it). Days before the first review stay empty.
 */
export function HistoryChart({ history, onSelectMove }: HistoryChartProps) {
  const { moves, days } = history;
  const values = days.map((d) => d.displayed).filter((v): v is number => v !== null);
  const markers: TChartMarker[] = moves
    .map((move) => ({
      index: days.findIndex((d) => d.date === move.date),
      label: `Rating move on ${moveLabel(move)}`,
      color: move.to < move.from ? DROP_COLOR : RISE_COLOR,
      onSelect: () => onSelectMove(move.date),
    }))
    .filter((marker) => marker.index >= 0);

  return (
    <LineChart
      title="Displayed rating per day, with the reviews that arrived each day"
      points={days.map((d) => ({
        key: d.date,
        label: d.date,
        value: d.displayed,
        ...(d.reconstructed ? { dashed: true, note: 'reconstructed from reviews' } : {}),
      }))}
      lineName="Displayed rating"
      dashedName="Reconstructed from reviews"
      domain={ratingDomain(values)}
      minTickStep={0.1}
      bars={{
        name: 'New reviews',
        countLabel: (n) => plural(n, 'new review'),
        color: 'var(--mantine-color-gray-5)',
        values: days.map((d) => STAR_VALUES.reduce((sum, s) => sum + d.new_reviews[s], 0)),
      }}
      markers={markers}
      formatLabel={shortDay}
      height={260}
    />
  );
}
