import type { TReviewAlertNotice } from '@seller-tools/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reviewAlertReads, reviewAlerts } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { alertScopeWhere } from './alert-scope.ts';
import { createNotificationSettingsService } from './notification-settings.service.ts';

type TAlertRow = typeof reviewAlerts.$inferSelect;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The one line the bell shows for an alert. */
export function alertTitle(alert: Pick<TAlertRow, 'kind' | 'details'>): string {
  const d = alert.details;
  const asin = text(d.asin) ?? 'an ASIN';
  switch (alert.kind) {
    case 'negative_review':
      return `${d.stars}★ review on ${asin}: ${text(d.title) ?? '(no title)'}`;
    case 'rating_drop':
      return `Rating of ${text(d.title) ?? asin} fell from ${Number(d.from).toFixed(1)} to ${Number(d.to).toFixed(1)}`;
    case 'review_removed':
      return `Amazon removed a ${d.stars}★ review on ${asin}: ${text(d.title) ?? '(no title)'}`;
  }
}

// The notification centre's review alerts (issue 25). The caller passes the stores the user may see (the
// access policy, lib/store-access.ts, via the session): alerts of any other store, of this company or
// another, are neither listed, counted nor marked read. Nor are alerts outside the user's alert scope
// (their ASINs, tags and negative stars): the bell shows what the mails would send them, by the same rule.
export function createReviewAlertBellService({ db, clock }: { db: TDb; clock: TClock }) {
  const settings = createNotificationSettingsService({ db, clock });
  /** The user's alerts: of the stores they may see, inside their alert scope. */
  const theirs = async (userId: string, channelIds: string[]) =>
    and(inArray(reviewAlerts.channelId, channelIds), alertScopeWhere(await settings.get(userId)));
  const readJoin = (userId: string) =>
    and(eq(reviewAlertReads.alertId, reviewAlerts.id), eq(reviewAlertReads.userId, userId));

  async function unread(userId: string, channelIds: string[]): Promise<number> {
    if (channelIds.length === 0) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewAlerts)
      .leftJoin(reviewAlertReads, readJoin(userId))
      .where(and(await theirs(userId, channelIds), isNull(reviewAlertReads.alertId)));
    return row?.n ?? 0;
  }

  async function bell(userId: string, channelIds: string[], limit: number) {
    if (channelIds.length === 0) return { unread: 0, items: [] };
    const rows = await db
      .select({ alert: reviewAlerts, readAt: reviewAlertReads.readAt })
      .from(reviewAlerts)
      .leftJoin(reviewAlertReads, readJoin(userId))
      .where(await theirs(userId, channelIds))
      .orderBy(desc(reviewAlerts.createdAt), desc(reviewAlerts.id))
      .limit(limit);
    const items: TReviewAlertNotice[] = rows.map(({ alert, readAt }) => ({
      alert_id: alert.id,
      channel_id: alert.channelId,
      kind: alert.kind,
      asin: text(alert.details.asin),
      review_id: alert.kind === 'rating_drop' ? null : text(alert.details.review_id),
      title: alertTitle(alert),
      created_at: alert.createdAt.toISOString(),
      read: readAt !== null,
    }));
    return { unread: await unread(userId, channelIds), items };
  }

  /** Marks the given alerts (or every one) of the caller's stores read; ids of other stores are ignored. */
  async function markRead(userId: string, channelIds: string[], alertIds?: string[]) {
    if (channelIds.length > 0 && (alertIds === undefined || alertIds.length > 0)) {
      const targets = await db
        .select({ id: reviewAlerts.id })
        .from(reviewAlerts)
        .leftJoin(reviewAlertReads, readJoin(userId))
        .where(
          and(
            await theirs(userId, channelIds),
            isNull(reviewAlertReads.alertId),
            alertIds ? inArray(reviewAlerts.id, alertIds) : undefined,
          ),
        );
      if (targets.length > 0)
        await db
          .insert(reviewAlertReads)
          .values(targets.map((t) => ({ userId, alertId: t.id, readAt: clock.now() })))
          .onConflictDoNothing();
    }
    return { unread: await unread(userId, channelIds) };
  }

  return { bell, markRead };
}
