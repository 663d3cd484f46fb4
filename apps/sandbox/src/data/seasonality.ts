import { DAY_MS } from '../clock.ts';

// Demand through the year as sellers see it: a slow January, a Prime Day spike in July, the Q4 climb
// to Black Friday / Cyber Monday and the December rush, and a weekly rhythm (Sunday and Monday busiest).
const WEEKDAY = [1.08, 1.1, 1.0, 0.97, 0.95, 0.92, 0.98];
const MONTH = [0.82, 0.84, 0.92, 0.94, 0.97, 0.97, 1.0, 1.0, 0.96, 1.03, 1.3, 1.5];

function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const date = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return Date.UTC(year, month, date) / DAY_MS;
}

/** Prime Day: the two days from the second Tuesday of July. */
export function primeDays(year: number): [number, number] {
  const start = nthWeekday(year, 6, 2, 2);
  return [start, start + 1];
}

/** Black Friday: the day after the fourth Thursday of November. */
export function blackFriday(year: number): number {
  return nthWeekday(year, 10, 4, 4) + 1;
}

const memo = new Map<number, number>();

export function seasonality(day: number): number {
  let factor = memo.get(day);
  if (factor === undefined) {
    factor = computeSeasonality(day);
    memo.set(day, factor);
  }
  return factor;
}

function computeSeasonality(day: number): number {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const dom = date.getUTCDate();
  let factor = (WEEKDAY[date.getUTCDay()] ?? 1) * (MONTH[month] ?? 1);
  const [prime1, prime2] = primeDays(year);
  if (day === prime1 || day === prime2) factor *= 2.6;
  else if (day === prime1 - 1 || day === prime2 + 1) factor *= 1.2;
  const friday = blackFriday(year);
  if (day >= friday && day <= friday + 3) factor *= 2.1;
  // After the last shipping date before Christmas, demand falls off.
  if (month === 11 && dom >= 21) factor *= 0.6;
  return factor;
}
