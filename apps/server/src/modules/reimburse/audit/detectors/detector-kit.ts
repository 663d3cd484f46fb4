import { currencyDigits } from '@seller-tools/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { reimburseProductSettings } from '../../../../db/schema/index.ts';
import type { TAuditContext } from '../detector.ts';

// What the refund, return, fee and underpayment detectors share: days and deadlines in UTC, money in
// minor units of the store's currency, and the seller's unit costs.

export const DAY_MS = 86_400_000;

/** An amount in major units (numeric column text or number) as integer minor units. */
export function minorOf(amount: string | number | null | undefined, currency: string): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  return Math.round(Number(amount) * 10 ** currencyDigits(currency));
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The UTC calendar day of an instant (YYYY-MM-DD). */
export function ymd(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The claim deadline `days` after an event: the UTC day it falls on. */
export function deadlineAfter(at: Date, days: number): string {
  return ymd(addDays(at, days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}

/** The seller's unit cost (COGS) per SKU in minor units, for the SKUs that have one. */
export async function unitCosts(ctx: TAuditContext): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ sku: reimburseProductSettings.sku, cost: reimburseProductSettings.unitCostMinor })
    .from(reimburseProductSettings)
    .where(
      and(
        eq(reimburseProductSettings.channelId, ctx.store.channelId),
        isNotNull(reimburseProductSettings.unitCostMinor),
      ),
    );
  return new Map(rows.map((r) => [r.sku, r.cost as number]));
}

/** Stable order for drafts, so two runs return the same list. */
export function byKey<T extends { findingKey: string }>(a: T, b: T): number {
  return a.findingKey < b.findingKey ? -1 : a.findingKey > b.findingKey ? 1 : 0;
}
