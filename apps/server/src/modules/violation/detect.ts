import {
  DEFAULT_ALERT_DELIVERY,
  VIOLATION_SEVERITIES,
  VIOLATION_TYPE_SEVERITY,
} from '@seller-tools/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  accountHealthSnapshots,
  listingSnapshots,
  offerSnapshots,
  orders,
  sellerFeedback,
  violationAlertPreferences,
  violationEvents,
  violationNotifications,
  violationWatch,
} from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { sameStoreRow } from '../../lib/same-store-row.ts';
import {
  feedbackConditions,
  healthConditions,
  listingConditions,
  offerConditions,
  type TCondition,
  type THistory,
  type TWatch,
} from './detectors.ts';
import { feedbackOrderAsin, feedbackOrderSku } from './feedback-order.ts';
import { storeRecipients } from './recipients.ts';

// After each offers, listings/account-health or reports (feedback) sync of a store: every detector over
// the store's latest snapshots, then one transaction that raises an event per new condition key, clears
// (and resolves) the live events whose condition is gone, and writes each recipient's notices by their
// alert routing. Running it twice on the same data changes nothing (the keys), so any sync may run it.

export type TDetectDeps = { db: TDb; clock: TClock };
export type TDetectOutcome = { raised: string[]; cleared: string[] };

/** A subject's first snapshot, the one before its latest, and its latest (correlated on the same table). */
function historyFilter(table: string, subject: string) {
  const t = sql.raw(table);
  const s = sql.raw(subject);
  return sql`(${t}.observed_at = (select min(p.observed_at) from ${t} p where p.channel_id = ${t}.channel_id and p.${s} = ${t}.${s})
    or ${t}.observed_at >= coalesce((select p.observed_at from ${t} p where p.channel_id = ${t}.channel_id and p.${s} = ${t}.${s} order by p.observed_at desc offset 1 limit 1), '-infinity'))`;
}

function histories<T extends { observedAt: Date }>(rows: T[], subjectOf: (row: T) => string): THistory<T>[] {
  const by = new Map<string, T[]>();
  for (const row of rows) by.set(subjectOf(row), [...(by.get(subjectOf(row)) ?? []), row]);
  return [...by.values()].map((list) => {
    list.sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime());
    const latest = list[list.length - 1] as T;
    return { first: list[0] as T, previous: list.length > 1 ? (list[list.length - 2] as T) : null, latest };
  });
}

/** Every condition in force for a store now. */
export async function storeConditions(db: TDb, channelId: string, now: Date): Promise<TCondition[]> {
  const watchRows = await db.select().from(violationWatch).where(eq(violationWatch.channelId, channelId));
  const watch = new Map<string, TWatch>(watchRows.map((w) => [w.asin, w]));
  const offers = await db
    .select()
    .from(offerSnapshots)
    .where(and(eq(offerSnapshots.channelId, channelId), historyFilter('offer_snapshots', 'asin')));
  const listings = await db
    .select()
    .from(listingSnapshots)
    .where(and(eq(listingSnapshots.channelId, channelId), historyFilter('listing_snapshots', 'sku')));
  const health = await db
    .select()
    .from(accountHealthSnapshots)
    .where(
      and(
        eq(accountHealthSnapshots.channelId, channelId),
        historyFilter('account_health_snapshots', 'marketplace_id'),
      ),
    );
  const feedback = await db
    .select({
      amazonOrderId: sellerFeedback.amazonOrderId,
      feedbackDate: sellerFeedback.feedbackDate,
      rating: sellerFeedback.rating,
      comments: sellerFeedback.comments,
      asin: feedbackOrderAsin,
      sku: feedbackOrderSku,
      fulfillmentChannel: orders.fulfillmentChannel,
    })
    .from(sellerFeedback)
    .leftJoin(orders, sameStoreRow(orders, sellerFeedback, 'amazonOrderId'))
    .where(and(eq(sellerFeedback.channelId, channelId), sql`${sellerFeedback.rating} <= 2`));
  return [
    ...histories(offers, (r) => r.asin).flatMap((h) => offerConditions(h, watch.get(h.latest.asin))),
    ...histories(listings, (r) => r.sku).flatMap(listingConditions),
    ...histories(health, (r) => r.marketplaceId).flatMap(healthConditions),
    ...feedbackConditions(feedback, now),
  ];
}

/** Raises, clears and notifies for one store (see the file's comment). */
export async function detectViolations(deps: TDetectDeps, channelId: string): Promise<TDetectOutcome> {
  const now = deps.clock.now();
  const conditions = new Map((await storeConditions(deps.db, channelId, now)).map((c) => [c.key, c]));
  const recipients = await storeRecipients(deps.db, channelId);
  const prefs = recipients.length
    ? await deps.db
        .select()
        .from(violationAlertPreferences)
        .where(
          inArray(
            violationAlertPreferences.userId,
            recipients.map((r) => r.userId),
          ),
        )
    : [];
  const watchTags = new Map(
    (await deps.db.select().from(violationWatch).where(eq(violationWatch.channelId, channelId))).map((w) => [
      w.asin,
      w.tags,
    ]),
  );
  /** Each recipient's delivery of an event of this type on this ASIN, or null when out of their scope. */
  const deliveryOf = (userId: string, type: TCondition['type'], asin: string | null) => {
    const pref = prefs.find((p) => p.userId === userId && p.type === type);
    if (!pref) return DEFAULT_ALERT_DELIVERY[type];
    if (pref.channelIds.length > 0 && !pref.channelIds.includes(channelId)) return 'off';
    if (pref.asins.length > 0 && (!asin || !pref.asins.includes(asin))) return 'off';
    const tags = asin ? (watchTags.get(asin) ?? []) : [];
    if (pref.tags.length > 0 && !pref.tags.some((t) => tags.includes(t))) return 'off';
    return pref.delivery;
  };

  return deps.db.transaction(async (tx) => {
    const live = await tx
      .select({
        id: violationEvents.id,
        key: violationEvents.conditionKey,
        status: violationEvents.status,
        type: violationEvents.type,
        asin: violationEvents.asin,
      })
      .from(violationEvents)
      .where(and(eq(violationEvents.channelId, channelId), isNull(violationEvents.clearedAt)))
      .orderBy(asc(violationEvents.detectedAt));
    const liveKeys = new Set(live.map((e) => e.key));
    const notices: (typeof violationNotifications.$inferInsert)[] = [];
    const notify = (
      eventId: string,
      kind: 'raised' | 'resolved',
      type: TCondition['type'],
      asin: string | null,
    ) => {
      for (const r of recipients) {
        const delivery = deliveryOf(r.userId, type, asin);
        if (delivery !== 'off') notices.push({ userId: r.userId, eventId, kind, delivery, createdAt: now });
      }
    };
    const raised: string[] = [];
    const fresh = [...conditions.values()].filter((c) => c.raise && !liveKeys.has(c.key));
    if (fresh.length > 0) {
      const rows = await tx
        .insert(violationEvents)
        .values(
          fresh.map((c) => ({
            channelId,
            type: c.type,
            severity: VIOLATION_TYPE_SEVERITY[c.type],
            severityRank: VIOLATION_SEVERITIES.indexOf(VIOLATION_TYPE_SEVERITY[c.type]),
            conditionKey: c.key,
            asin: c.asin,
            sku: c.sku,
            marketplaceId: c.marketplaceId,
            summary: c.summary,
            evidence: c.evidence,
            occurredAt: c.occurredAt,
            detectedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: violationEvents.id, type: violationEvents.type, asin: violationEvents.asin });
      for (const row of rows) {
        raised.push(row.id);
        notify(row.id, 'raised', row.type, row.asin);
      }
    }
    const gone = live.filter((e) => !conditions.has(e.key));
    for (const e of gone) {
      await tx
        .update(violationEvents)
        .set({
          clearedAt: now,
          ...(e.status === 'resolved' ? {} : { status: 'resolved' as const, resolvedAt: now }),
        })
        .where(eq(violationEvents.id, e.id));
      if (e.status !== 'resolved') notify(e.id, 'resolved', e.type, e.asin);
    }
    if (notices.length > 0) await tx.insert(violationNotifications).values(notices).onConflictDoNothing();
    return { raised, cleared: gone.map((e) => e.id) };
  });
}
