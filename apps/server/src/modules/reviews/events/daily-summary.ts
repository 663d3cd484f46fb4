import { REVIEW_ROUTES } from '@seller-tools/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { CODE_CLASSES } from '../../../db/reference-data.ts';
import { channels, generalCode, notificationsSent } from '../../../db/schema/index.ts';
import { localTime } from '../../../lib/local-time.ts';
import { displayedRating } from '../ratings.ts';
import { companyRecipients } from './recipients.ts';
import type { TReviewEventsDeps } from './review-events.ts';
import { summaryMail, type TStoreSummary } from './summary-mail.ts';

const DAY_MS = 86_400_000;

// Runs every hour: each user whose chosen hour it now is in their own time zone gets the summary of the
// last 24 hours for the stores they may see. notifications_sent keys it by the user's local date, so a
// retried or repeated run mails nobody twice that day.
export async function sendDailySummaries(deps: TReviewEventsDeps): Promise<number> {
  const now = deps.clock.now();
  const due = (await companyRecipients(deps.db)).filter((r) => {
    if (!r.settings.daily_summary || r.channelIds.length === 0) return false;
    return localTime(now, r.settings.timezone).hour === r.settings.summary_hour;
  });
  if (due.length === 0) return 0;
  const storeIds = [...new Set(due.flatMap((r) => r.channelIds))];
  const summaries = await storeSummaries(deps.db, storeIds, now);
  let sent = 0;
  for (const recipient of due) {
    const localDate = localTime(now, recipient.settings.timezone).date;
    const [claimed] = await deps.db
      .insert(notificationsSent)
      .values({ userId: recipient.userId, kind: 'daily_summary', key: localDate, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: notificationsSent.key });
    if (!claimed) continue;
    await deps.mailer.send(
      summaryMail({
        to: recipient.email,
        name: recipient.name,
        localDate,
        stores: recipient.channelIds
          .map((id) => summaries.get(id))
          .filter((s): s is TStoreSummary => s !== undefined),
        appUrl: `${deps.publicUrl}${REVIEW_ROUTES.dashboard}`,
        unsubscribeUrl: `${deps.publicUrl}/email/unsubscribe?token=${deps.unsubscribeTokens.sign(recipient.userId, 'daily_summary')}`,
      }),
    );
    sent += 1;
  }
  return sent;
}

async function storeSummaries(db: TDb, storeIds: string[], now: Date): Promise<Map<string, TStoreSummary>> {
  const since = new Date(now.getTime() - DAY_MS);
  // New: first seen in the last day and written lately. A store's first import sees two years of
  // reviews at once; those are history, not news.
  const oldestNewDate = new Date(since.getTime() - DAY_MS).toISOString().slice(0, 10);
  const stores = await db
    .select({ id: channels.id, country: generalCode.name })
    .from(channels)
    .leftJoin(
      generalCode,
      and(eq(generalCode.class, CODE_CLASSES.marketplace), eq(generalCode.code, channels.marketplaceId)),
    )
    .where(and(inArray(channels.id, storeIds), isNull(channels.deletedAt)));
  const counts = await db.execute<{ channel_id: string; stars: number; n: number }>(sql`
    select channel_id, stars, count(*)::int n from reviews
    where channel_id in ${storeIds} and first_seen_at > ${since} and review_date >= ${oldestNewDate}
    group by channel_id, stars`);
  // Rating changes: each ASIN's latest snapshot against the one a day or more before it.
  const moves = await db.execute<{
    channel_id: string;
    asin: string;
    title: string | null;
    now: string;
    before: string | null;
  }>(sql`
    select distinct on (s.channel_id, s.asin) s.channel_id, s.asin,
      (select p.title from products p where p.channel_id = s.channel_id and p.asin = s.asin order by p.title is null, p.sku limit 1) title,
      s.average::text now,
      (select b.average::text from rating_snapshots b where b.channel_id = s.channel_id and b.asin = s.asin
        and b.snapshot_date < s.snapshot_date order by b.snapshot_date desc limit 1) before
    from rating_snapshots s where s.channel_id in ${storeIds}
    order by s.channel_id, s.asin, s.snapshot_date desc`);
  const result = new Map<string, TStoreSummary>();
  for (const store of stores) {
    const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const c of counts.rows) if (c.channel_id === store.id) stars[c.stars as 1 | 2 | 3 | 4 | 5] += c.n;
    const changes = moves.rows
      .filter((m) => m.channel_id === store.id)
      .map((m) => ({
        asin: m.asin,
        title: m.title,
        from: displayedRating(m.before),
        to: displayedRating(m.now),
      }))
      .filter(
        (m): m is { asin: string; title: string | null; from: number; to: number } =>
          m.from !== null && m.to !== null && m.from !== m.to,
      );
    result.set(store.id, { label: store.country ?? 'Store', stars, changes, requestsSent: null });
  }
  return result;
}
