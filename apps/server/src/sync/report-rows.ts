// Helpers for flat-file report rows: Amazon's date styles, numbers, and stable keys for rows without ids.

const DAY_MS = 86_400_000;

/** "03/05/2025" (US style) or an ISO timestamp → a Date; null when empty or unreadable. */
// UTC offsets of the zone names Amazon writes after a local time ("2025-01-15 02:11:12 PST").
const ZONE_OFFSETS: Record<string, string> = {
  PST: '-08:00',
  PDT: '-07:00',
  GMT: '+00:00',
  UTC: '+00:00',
  BST: '+01:00',
  CET: '+01:00',
  MET: '+01:00',
  CEST: '+02:00',
  MEST: '+02:00',
  JST: '+09:00',
  AEST: '+10:00',
  AEDT: '+11:00',
  SGT: '+08:00',
};

export function reportDate(value: string | undefined): Date | null {
  if (!value) return null;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const local = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([A-Z]{3,4})$/.exec(value);
  const offset = local ? ZONE_OFFSETS[local[3] ?? ''] : undefined;
  const ms = us
    ? Date.UTC(Number(us[3]), Number(us[1]) - 1, Number(us[2]))
    : offset !== undefined
      ? Date.parse(`${local?.[1]}T${local?.[2]}${offset}`)
      : Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

// A value out of its column's range (an int past 2^31, an amount past numeric(14,2)) is read as missing:
// written as it is, it would fail the insert of its whole batch, and with it the stage.
const INT_MAX = 2_147_483_647;
const MONEY_MAX = 1e12;

export function intOf(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= INT_MAX ? Math.trunc(n) : null;
}

export function moneyOf(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) < MONEY_MAX ? n.toFixed(2) : null;
}

export const textOf = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * Keys rows by their identifying fields plus their ordinal among identical ones in the same document. A
 * document always covers whole days, so the same day read again yields the same keys.
 */
export function keyRows<T>(rows: readonly T[], identity: (row: T) => string): (T & { rowKey: string })[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const id = identity(row);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return { ...row, rowKey: `${id}#${n}` };
  });
}

/** Day-aligned windows of `days` days covering [from, to), oldest first. */
export function dayWindows(from: number, to: number, days: number): { start: number; end: number }[] {
  const windows: { start: number; end: number }[] = [];
  for (let start = Math.floor(from / DAY_MS) * DAY_MS; start < to; start += days * DAY_MS) {
    windows.push({ start, end: Math.min(to, start + days * DAY_MS) });
  }
  return windows;
}

/**
 * Runs `work` over items with at most `limit` in flight, in order of start. After a failure no new item
 * starts, and the call settles only when the ones in flight have: nothing writes after it has failed.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  });
  await Promise.all(runners);
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Like Promise.all, but settles only once every one has: after a failure nothing is still writing
 * (a late write could turn a stage's "failed" back to "running").
 */
export async function settleAll(work: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(work);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
