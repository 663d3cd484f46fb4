import { DEFAULT_PPC_TIMEZONE, PPC_DEFAULT_DAYS } from '@seller-tools/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { adsProfiles, users } from '../../db/schema/index.ts';
import { addDays, zonedDay, zonedInstant } from '../../lib/zoned-time.ts';

// The period of a PPC read. Its days are calendar days in the user's PPC time zone (spec §9, default
// America/Los_Angeles). Day boundaries:
// - ads_daily_metrics.day is the report day Amazon cut in the advertising profile's time zone (for the
//   US marketplace America/Los_Angeles, the PPC default); those days are taken as they are: a row of day
//   D counts when from ≤ D ≤ to. Ads reports come per day only, so they cannot be re-cut into another zone.
// - Our orders (TACoS's total sales) carry instants: an order counts when
//   from 00:00 ≤ purchase_date < (to + 1) 00:00, both midnights in the PPC time zone.
// - Without from/to the period is the PPC_DEFAULT_DAYS days up to today in the PPC time zone.

export type TPpcRange = { from: string; to: string; timeZone: string; attribution: number };

export async function ppcTimeZoneOf(db: TDb, userId: string): Promise<string> {
  const [row] = await db.select({ tz: users.ppcTimezone }).from(users).where(eq(users.id, userId)).limit(1);
  const tz = row?.tz || DEFAULT_PPC_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    // A zone name this runtime does not know: the default rather than a 500.
    return DEFAULT_PPC_TIMEZONE;
  }
}

export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined; attribution: number },
  timeZone: string,
  now: Date,
): TPpcRange {
  const to =
    query.to || (query.from && query.from > zonedDay(now, timeZone) ? query.from : zonedDay(now, timeZone));
  const from = query.from || addDays(to, -(PPC_DEFAULT_DAYS - 1));
  return { from, to, timeZone, attribution: query.attribution };
}

/** The period of equal length that ends the day before `range` starts. */
export function previousRange(range: TPpcRange): TPpcRange {
  const days = Math.round(
    (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000,
  );
  const to = addDays(range.from, -1);
  return { ...range, from: addDays(to, -days), to };
}

/** The instants [start, end) of the period's days in its time zone, for tables that keep instants. */
export function rangeInstants(range: TPpcRange): { start: Date; end: Date } {
  return {
    start: zonedInstant(range.from, 0, range.timeZone),
    end: zonedInstant(addDays(range.to, 1), 0, range.timeZone),
  };
}

/** The advertising profile's currency for the store, or null before any profile was imported. */
export async function ppcCurrencyOf(db: TDb, channelId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: adsProfiles.currencyCode })
    .from(adsProfiles)
    .where(sql`${adsProfiles.channelId} = ${channelId} and ${adsProfiles.currencyCode} is not null`)
    .limit(1);
  return row?.currency ?? null;
}

/** The attributed sales and orders columns of the window (1, 7, 14 or 30 days; the contract allows only these). */
export function attributionColumns(window: number): {
  sales: ReturnType<typeof sql.raw>;
  orders: ReturnType<typeof sql.raw>;
} {
  if (![1, 7, 14, 30].includes(window)) throw new Error(`attribution window ${window}`);
  return { sales: sql.raw(`sales_${window}d`), orders: sql.raw(`purchases_${window}d`) };
}
