import { formatMoney as contractMoney } from '@seller-tools/contract';

// How PPC figures read on screen: money from minor units with the currency's symbol (spec §9), ratios as
// percentages, and a dash where a figure has no denominator (no sales: no ACoS).

export const NO_FIGURE = '–';

/** The contract's formatMoney, with a dash for a missing figure. */
export function formatMoney(minor: number | null | undefined, currency: string | null): string {
  return minor === null || minor === undefined ? NO_FIGURE : contractMoney(minor, currency);
}

export function formatPercent(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined) return NO_FIGURE;
  return `${(ratio * 100).toFixed(2)}%`;
}

export function formatRoas(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined ? NO_FIGURE : ratio.toFixed(2);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Today (YYYY-MM-DD) as the clocks in `timeZone` show it. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
