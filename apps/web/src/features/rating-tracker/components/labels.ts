import { RATING_PERIODS } from '@seller-tools/contract';
import type { TProductSort, TRatingPeriod } from '../api/products';

export const SORT_OPTIONS: { value: TProductSort; label: string }[] = [
  { value: 'change_asc', label: 'Biggest drop first' },
  { value: 'change_desc', label: 'Biggest rise first' },
  { value: 'rating_asc', label: 'Lowest rating first' },
  { value: 'rating_desc', label: 'Highest rating first' },
  { value: 'reviews_desc', label: 'Most reviews first' },
  { value: 'title_asc', label: 'Title A–Z' },
];

export function periodLabel(days: number): string {
  return days === 365 ? '1 year' : `${days} days`;
}

export const PERIOD_OPTIONS = RATING_PERIODS.map((days) => ({
  value: String(days),
  label: days === 365 ? '1 year' : `${days} d`,
}));

export function toPeriod(value: string): TRatingPeriod {
  const days = Number(value);
  return (RATING_PERIODS as readonly number[]).includes(days) ? (days as TRatingPeriod) : 30;
}

export const WILL_SHOW =
  'Every product with its star rating and rating count, day by day, with the reviews behind each move.';
