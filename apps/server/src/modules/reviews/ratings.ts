// The displayed rating lives in lib (the Profit report shows it too); re-exported for this module's files.
export { displayedRating } from '../../lib/displayed-rating.ts';

/** b − a to one decimal, null when either is missing. */
export function ratingChange(from: number | null, to: number | null): number | null {
  return from === null || to === null ? null : Math.round((to - from) * 10) / 10;
}

export const DAY_MS = 86_400_000;

/** The UTC calendar date of an instant, YYYY-MM-DD. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** A row's review counts per star and in all, as the SQL of the product list and the report select them. */
export type TStarCounts = { s1: number; s2: number; s3: number; s4: number; s5: number; total: number };

export function emptyStars() {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}
