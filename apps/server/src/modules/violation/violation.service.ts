import {
  ACCOUNT_HEALTH_TARGETS,
  DEFAULT_ALERT_DELIVERY,
  type TAlertPreference,
  type TAlertRouting,
  type THealthPoint,
  type TViolationEvent,
  type TViolationEventsQuery,
  type TWatchItem,
  VIOLATION_EVENT_TYPES,
  VIOLATION_MESSAGES,
  ZViolationEventsQuery,
  type ZWatchItem,
} from '@seller-tools/contract';
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import {
  accountHealthSnapshots,
  users,
  violationAlertPreferences,
  violationEvents,
  violationNotifications,
  violationWatch,
} from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { AppError } from '../../lib/outcome.ts';
import { decodePageCursor, encodePageCursor, isUuidText } from '../../lib/page-cursor.ts';
import { storeRowById } from '../../lib/store-row-by-id.ts';
import { displayNames } from './display-names.ts';

// The Violation module's reads and writes behind its API (issue 22). Store scoping is the routes' (the
// requireStore preHandler); roles too. Every function takes plain values, so jobs and tests call them.

export type TViolationDeps = { db: TDb; clock: TClock };
type TEventRow = typeof violationEvents.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function encodeCursor(row: Pick<TEventRow, 'severityRank' | 'detectedAt' | 'id'>): string {
  return encodePageCursor([row.severityRank, row.detectedAt.toISOString(), row.id]);
}

function decodeCursor(text: string): { rank: number; at: Date; id: string } {
  const [rank, at, id] = decodePageCursor(text, 3) ?? [];
  const date = new Date(String(at));
  if (typeof rank === 'number' && Number.isInteger(rank) && !Number.isNaN(date.getTime()) && isUuidText(id))
    return { rank, at: date, id };
  throw new AppError('invalid', VIOLATION_MESSAGES.cursorInvalid);
}

async function present(db: TDb, rows: TEventRow[]): Promise<TViolationEvent[]> {
  const names = await displayNames(
    db,
    rows.flatMap((r) => [r.assigneeId, ...r.notes.map((n) => n.authorId)]),
  );
  const channelIds = [...new Set(rows.map((r) => r.channelId))];
  const watch = channelIds.length
    ? await db.select().from(violationWatch).where(inArray(violationWatch.channelId, channelIds))
    : [];
  const tagsOf = (r: TEventRow) =>
    watch.find((w) => w.channelId === r.channelId && w.asin === r.asin)?.tags ?? [];
  return rows.map((r) => ({
    event_id: r.id,
    channel_id: r.channelId,
    type: r.type,
    severity: r.severity as TViolationEvent['severity'],
    status: r.status,
    asin: r.asin,
    sku: r.sku,
    detected_at: r.detectedAt.toISOString(),
    occurred_at: r.occurredAt.toISOString(),
    resolved_at: iso(r.resolvedAt),
    summary: r.summary,
    evidence: r.evidence,
    assignee_id: r.assigneeId,
    assignee_name: r.assigneeId ? (names.get(r.assigneeId) ?? null) : null,
    notes: r.notes.map((n) => ({
      note_id: n.id,
      text: n.text,
      author: n.authorId ? (names.get(n.authorId) ?? null) : null,
      created_at: n.at,
    })),
    tags: tagsOf(r),
  }));
}

/** The inbox page: worst severity first, newest first within one, keyset on (rank, detected_at, id). */
export async function listEvents(db: TDb, input: TViolationEventsQuery) {
  const q = ZViolationEventsQuery.parse(input);
  const where: (SQL | undefined)[] = [eq(violationEvents.channelId, q.channel_id)];
  if (q.type?.length) where.push(inArray(violationEvents.type, q.type));
  if (q.status?.length) where.push(inArray(violationEvents.status, q.status));
  if (q.severity?.length) where.push(inArray(violationEvents.severity, q.severity));
  if (q.asin) where.push(eq(violationEvents.asin, q.asin));
  if (q.tag)
    where.push(
      sql`exists (select 1 from ${violationWatch} w where w.channel_id = ${violationEvents.channelId} and w.asin = ${violationEvents.asin} and w.tags ? ${q.tag})`,
    );
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    where.push(
      sql`(${violationEvents.severityRank} > ${c.rank} or (${violationEvents.severityRank} = ${c.rank} and (${violationEvents.detectedAt} < ${c.at} or (${violationEvents.detectedAt} = ${c.at} and ${violationEvents.id} < ${c.id}))))`,
    );
  }
  const rows = await db
    .select()
    .from(violationEvents)
    .where(and(...where))
    .orderBy(asc(violationEvents.severityRank), desc(violationEvents.detectedAt), desc(violationEvents.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: await present(db, page),
    next_cursor: rows.length > q.limit && last ? encodeCursor(last) : null,
  };
}

function eventRow(db: TDb, channelId: string, id: string): Promise<TEventRow> {
  return storeRowById(db, violationEvents, channelId, id, VIOLATION_MESSAGES.notFound);
}

export async function getEvent(db: TDb, channelId: string, id: string): Promise<TViolationEvent> {
  const [event] = await present(db, [await eventRow(db, channelId, id)]);
  return event as TViolationEvent;
}

export type TEventAction =
  | { kind: 'acknowledge' }
  | { kind: 'resolve' }
  | { kind: 'assign'; assigneeId: string | null }
  | { kind: 'note'; text: string };

/** Acknowledge, resolve, assign or note an event, as `actor` (a user of the store's company). */
export async function actOnEvent(
  deps: TViolationDeps,
  actor: { userId: string; companyId: string },
  channelId: string,
  id: string,
  action: TEventAction,
): Promise<TViolationEvent> {
  const row = await eventRow(deps.db, channelId, id);
  const now = deps.clock.now();
  let set: Partial<typeof violationEvents.$inferInsert>;
  switch (action.kind) {
    case 'acknowledge':
      if (row.status === 'resolved') throw new AppError('conflict', VIOLATION_MESSAGES.alreadyResolved);
      set = { status: 'acknowledged', acknowledgedAt: now, acknowledgedBy: actor.userId };
      break;
    case 'resolve':
      if (row.status === 'resolved') throw new AppError('conflict', VIOLATION_MESSAGES.alreadyResolved);
      set = { status: 'resolved', resolvedAt: now, resolvedBy: actor.userId };
      break;
    case 'assign': {
      if (action.assigneeId) {
        if (!(await isCompanyMember(deps.db, actor.companyId, action.assigneeId)))
          throw new AppError('invalid', VIOLATION_MESSAGES.assigneeUnknown);
      }
      set = { assigneeId: action.assigneeId };
      break;
    }
    case 'note':
      set = {
        notes: [
          ...row.notes,
          { id: crypto.randomUUID(), text: action.text, authorId: actor.userId, at: now.toISOString() },
        ],
      };
      break;
  }
  await deps.db.update(violationEvents).set(set).where(eq(violationEvents.id, id));
  if (action.kind === 'acknowledge' || action.kind === 'resolve') {
    // Handled: its notices are read for everyone (the bell counts what still needs someone).
    await deps.db
      .update(violationNotifications)
      .set({ readAt: now })
      .where(and(eq(violationNotifications.eventId, id), isNull(violationNotifications.readAt)));
  }
  return getEvent(deps.db, channelId, id);
}

/** A user's routing, one row per type, defaults filled in. */
export async function alertRouting(db: TDb, userId: string): Promise<TAlertRouting> {
  const rows = await db
    .select()
    .from(violationAlertPreferences)
    .where(eq(violationAlertPreferences.userId, userId));
  return {
    user_id: userId,
    preferences: VIOLATION_EVENT_TYPES.map((type) => {
      const row = rows.find((r) => r.type === type);
      return {
        type,
        delivery: row?.delivery ?? DEFAULT_ALERT_DELIVERY[type],
        channel_ids: row?.channelIds ?? [],
        asins: row?.asins ?? [],
        tags: row?.tags ?? [],
      };
    }),
  };
}

export async function saveAlertRouting(
  db: TDb,
  userId: string,
  prefs: TAlertPreference[],
): Promise<TAlertRouting> {
  await db.transaction(async (tx) => {
    for (const p of prefs) {
      const values = { delivery: p.delivery, channelIds: p.channel_ids, asins: p.asins, tags: p.tags };
      await tx
        .insert(violationAlertPreferences)
        .values({ userId, type: p.type, ...values })
        .onConflictDoUpdate({
          target: [violationAlertPreferences.userId, violationAlertPreferences.type],
          set: values,
        });
    }
  });
  return alertRouting(db, userId);
}

/** The member a routing belongs to must be of the caller's company. */
export async function assertCompanyMember(db: TDb, companyId: string, userId: string): Promise<void> {
  if (!(await isCompanyMember(db, companyId, userId)))
    throw new AppError('not-found', VIOLATION_MESSAGES.assigneeUnknown);
}

/** `userId` is a live user of the company `companyId`. */
async function isCompanyMember(db: TDb, companyId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(users.deletedAt)));
  return member !== undefined;
}

const unreadOf = async (db: TDb, userId: string, channelIds: string[]) => {
  if (channelIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(violationNotifications)
    .innerJoin(violationEvents, eq(violationEvents.id, violationNotifications.eventId))
    .where(
      and(
        eq(violationNotifications.userId, userId),
        isNull(violationNotifications.readAt),
        inArray(violationEvents.channelId, channelIds),
      ),
    );
  return row?.n ?? 0;
};

/** The bell: unread count and the latest notices of the stores the caller may see. */
export async function bell(db: TDb, userId: string, channelIds: string[], limit: number) {
  if (channelIds.length === 0) return { unread: 0, items: [] };
  const rows = await db
    .select({ n: violationNotifications, e: violationEvents })
    .from(violationNotifications)
    .innerJoin(violationEvents, eq(violationEvents.id, violationNotifications.eventId))
    .where(and(eq(violationNotifications.userId, userId), inArray(violationEvents.channelId, channelIds)))
    .orderBy(desc(violationNotifications.createdAt), desc(violationNotifications.id))
    .limit(limit);
  return {
    unread: await unreadOf(db, userId, channelIds),
    items: rows.map(({ n, e }) => ({
      notice_id: n.id,
      event_id: e.id,
      channel_id: e.channelId,
      kind: n.kind,
      type: e.type,
      title: `${n.kind === 'resolved' ? 'Resolved: ' : ''}${e.summary}`,
      created_at: n.createdAt.toISOString(),
      read: n.readAt !== null,
    })),
  };
}

export async function markRead(deps: TViolationDeps, userId: string, channelIds: string[], ids?: string[]) {
  const where = [eq(violationNotifications.userId, userId), isNull(violationNotifications.readAt)];
  if (ids)
    where.push(
      inArray(violationNotifications.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']),
    );
  await deps.db
    .update(violationNotifications)
    .set({ readAt: deps.clock.now() })
    .where(and(...where));
  return { unread: await unreadOf(deps.db, userId, channelIds) };
}

const rate = (v: string | null) => (v === null ? null : Number(v));

/** Account-health trend of the store's home marketplace (the one with the most reports). */
export async function healthTrend(deps: TViolationDeps, channelId: string, days: number) {
  const since = new Date(deps.clock.now().getTime() - days * 86_400_000);
  const rows = await deps.db
    .select()
    .from(accountHealthSnapshots)
    .where(
      and(eq(accountHealthSnapshots.channelId, channelId), gte(accountHealthSnapshots.lastSeenAt, since)),
    )
    .orderBy(asc(accountHealthSnapshots.observedAt));
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.marketplaceId, (counts.get(r.marketplaceId) ?? 0) + 1);
  const marketplaceId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const points: THealthPoint[] = rows
    .filter((r) => r.marketplaceId === marketplaceId)
    .map((r) => ({
      observed_at: r.observedAt.toISOString(),
      account_status: r.accountStatus,
      ahr_status: r.ahrStatus,
      ahr_score: r.ahrScore,
      order_defect_rate: Math.max(rate(r.odrAfn) ?? 0, rate(r.odrMfn) ?? 0),
      late_shipment_rate: rate(r.lateShipmentRate),
      pre_fulfillment_cancellation_rate: rate(r.preFulfillmentCancellationRate),
      valid_tracking_rate: rate(r.validTrackingRate),
      policy_violations: Object.fromEntries(
        Object.entries(r.violations).map(([k, v]) => [k, v.defectsCount]),
      ),
    }));
  return {
    marketplace_id: marketplaceId,
    points,
    targets: {
      order_defect_rate: ACCOUNT_HEALTH_TARGETS.orderDefectRate,
      late_shipment_rate: ACCOUNT_HEALTH_TARGETS.lateShipmentRate,
      pre_fulfillment_cancellation_rate: ACCOUNT_HEALTH_TARGETS.preFulfillmentCancellationRate,
      valid_tracking_rate: ACCOUNT_HEALTH_TARGETS.validTrackingRate,
    },
  };
}

/** Events per ISO week by type, and hours to resolve per type. */
export async function reports(deps: TViolationDeps, channelId: string, weeks: number) {
  const since = new Date(deps.clock.now().getTime() - weeks * 7 * 86_400_000);
  const perWeek = await deps.db.execute<{ week: string; type: string; count: number }>(sql`
    select to_char(date_trunc('week', detected_at), 'IYYY-"W"IW') week, type, count(*)::int count
    from violation_events where channel_id = ${channelId} and detected_at >= ${since}
    group by 1, 2 order by 1, 2`);
  const resolution = await deps.db.execute<{
    type: string;
    resolved: number;
    median: number | null;
    average: number | null;
  }>(sql`
    select type, count(*)::int resolved,
      percentile_cont(0.5) within group (order by extract(epoch from resolved_at - detected_at) / 3600)::float8 median,
      avg(extract(epoch from resolved_at - detected_at) / 3600)::float8 average
    from violation_events where channel_id = ${channelId} and resolved_at is not null and detected_at >= ${since}
    group by type order by type`);
  return {
    weeks: perWeek.rows.map((r) => ({
      week: r.week,
      type: r.type as TViolationEvent['type'],
      count: r.count,
    })),
    resolution: resolution.rows.map((r) => ({
      type: r.type as TViolationEvent['type'],
      resolved: r.resolved,
      median_hours: r.median === null ? null : Math.round(r.median * 10) / 10,
      average_hours: r.average === null ? null : Math.round(r.average * 10) / 10,
    })),
  };
}

export async function watchList(db: TDb, channelId: string): Promise<TWatchItem[]> {
  const rows = await db
    .select()
    .from(violationWatch)
    .where(eq(violationWatch.channelId, channelId))
    .orderBy(asc(violationWatch.asin));
  return rows.map((r) => ({
    asin: r.asin,
    map_price_minor: r.mapPriceMinor,
    authorized_sellers: r.authorizedSellers,
    tags: r.tags,
  }));
}

export async function saveWatchList(db: TDb, channelId: string, items: z.output<typeof ZWatchItem>[]) {
  await db.transaction(async (tx) => {
    await tx.delete(violationWatch).where(eq(violationWatch.channelId, channelId));
    const unique = new Map(items.map((i) => [i.asin, i]));
    if (unique.size > 0)
      await tx.insert(violationWatch).values(
        [...unique.values()].map((i) => ({
          channelId,
          asin: i.asin,
          mapPriceMinor: i.map_price_minor,
          authorizedSellers: i.authorized_sellers,
          tags: i.tags,
        })),
      );
  });
  return watchList(db, channelId);
}
