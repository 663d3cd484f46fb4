import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../db/client.ts';
import { adsChangeHistory, ppcChanges } from '../db/schema/index.ts';
import { validRecords } from './amazon-payloads.ts';
import { bulkUpsert } from './bulk-upsert.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';

// Amazon Ads change history (POST /history) of the store's Sponsored Products entities, imported with
// the ads sync "where available" (issue 21): what changed, when, from what to what. Amazon does not say
// who made a change, so each event is matched against our own change log: a change we applied to the
// same entity and field, to the same value, within minutes, is ours ("us"); anything else was made at
// Amazon — the seller in the console, or another tool ("amazon"). PPC Manager shows both in its change
// log and its guard rail leaves alone entities the seller edited recently.

/** The daily sync re-reads two weeks (the guard rail looks back hours; the log shows what was found). */
export const ADS_HISTORY_SYNC_DAYS = 14;
/** A change we applied shows up at Amazon within this of our write. */
export const OWN_CHANGE_MATCH_MS = 5 * 60_000;

const ZHistoryEvent = z.looseObject({
  entityType: z.string().min(1),
  entityId: z.union([z.string().min(1).max(64), z.number().int()]),
  changeType: z.string().min(1),
  timestamp: z.number().int(),
  previousValue: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
  newValue: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
  metadata: z.looseObject({}).optional(),
});
type TEvent = z.infer<typeof ZHistoryEvent>;

/** Amazon's entity type → ours (PPC_ENTITY_TYPES). */
export const HISTORY_ENTITY_TYPE: Record<string, string> = {
  CAMPAIGN: 'campaign',
  AD_GROUP: 'ad-group',
  KEYWORD: 'keyword',
  PRODUCT_TARGETING: 'target',
  NEGATIVE_KEYWORD: 'negative-keyword',
};
/** Our entity type → Amazon's history entity type. */
export const AMAZON_HISTORY_TYPE: Record<string, string> = Object.fromEntries(
  Object.entries(HISTORY_ENTITY_TYPE).map(([amazon, ours]) => [ours, amazon]),
);
/** Amazon's change type → our change field (PPC_CHANGE_FIELDS). */
const HISTORY_FIELD: Record<string, string> = {
  STATUS: 'state',
  BID_AMOUNT: 'bid',
  BUDGET_AMOUNT: 'budget',
  DEFAULT_BID_AMOUNT: 'default-bid',
};

const text = (v: unknown) => (v === undefined || v === null ? null : String(v));
const minorOf = (v: string, currency: string | null) =>
  String(Math.round(Number(v) * (currency === 'JPY' ? 1 : 100)));

/** How a history value reads in our change log's terms (minor units for money, the state word). */
function ourValue(changeType: string, value: string | null, currency: string | null): string | null {
  if (value === null) return null;
  if (changeType === 'STATUS') return value;
  return Number.isFinite(Number(value)) ? minorOf(value, currency) : value;
}

/** Classifies events: "us" when our change log has the same change applied near that time. */
export async function classifyHistory(
  db: TDb,
  channelId: string,
  events: readonly TEvent[],
  currency: string | null,
): Promise<('us' | 'amazon')[]> {
  const ids = [...new Set(events.map((e) => String(e.entityId)))];
  if (ids.length === 0) return [];
  const ours = await db
    .select({
      entityType: ppcChanges.entityType,
      entityId: ppcChanges.entityId,
      field: ppcChanges.field,
      newValue: ppcChanges.newValue,
      appliedAt: ppcChanges.appliedAt,
    })
    .from(ppcChanges)
    .where(
      and(
        eq(ppcChanges.channelId, channelId),
        inArray(ppcChanges.entityId, ids),
        inArray(ppcChanges.status, ['applied', 'undone']),
        sql`${ppcChanges.appliedAt} is not null`,
      ),
    );
  return events.map((e) => {
    const type = HISTORY_ENTITY_TYPE[e.entityType];
    const created = e.changeType === 'STATUS' && text(e.newValue) === 'CREATED';
    const field = created ? 'create' : HISTORY_FIELD[e.changeType];
    const value = ourValue(e.changeType, text(e.newValue), currency);
    const match = ours.some(
      (c) =>
        c.entityType === type &&
        c.entityId === String(e.entityId) &&
        c.field === field &&
        (created || c.newValue === value) &&
        c.appliedAt !== null &&
        Math.abs(c.appliedAt.getTime() - e.timestamp) <= OWN_CHANGE_MATCH_MS,
    );
    return match ? 'us' : 'amazon';
  });
}

/** Imports the profile's change history of the last days; answers the events stored. */
export async function importAdsHistory(
  ctx: TStageContext,
  profileId: string,
  currency: string | null,
  days = ADS_HISTORY_SYNC_DAYS,
): Promise<number> {
  const toMs = ctx.clock.now().getTime();
  const raw = await ctx.marketplace.adsApi.history(ctx.store, profileId, {
    fromMs: toMs - days * DAY_MS,
    toMs,
  });
  const events = validRecords(ctx, 'ads history event', ZHistoryEvent, raw).filter(
    (e) => HISTORY_ENTITY_TYPE[e.entityType] !== undefined || e.entityType === 'AD',
  );
  const sources = await classifyHistory(ctx.db, ctx.store.channelId, events, currency);
  const rows = events.map((e, i) => {
    const meta = (e.metadata ?? {}) as Record<string, unknown>;
    return {
      channelId: ctx.store.channelId,
      entityType: e.entityType,
      entityId: String(e.entityId),
      changeType: e.changeType,
      changedAt: new Date(e.timestamp),
      previousValue: text(e.previousValue),
      newValue: text(e.newValue),
      campaignId: text(meta.campaignId),
      adGroupId: text(meta.adGroupId),
      label: text(meta.keyword ?? meta.targetingExpression ?? meta.predefinedTarget),
      source: sources[i] ?? 'amazon',
    };
  });
  return bulkUpsert(
    ctx.db,
    adsChangeHistory,
    [
      adsChangeHistory.channelId,
      adsChangeHistory.entityType,
      adsChangeHistory.entityId,
      adsChangeHistory.changeType,
      adsChangeHistory.changedAt,
    ],
    rows,
    { keyOf: (r) => `${r.entityType}|${r.entityId}|${r.changeType}|${r.changedAt.getTime()}` },
  );
}
