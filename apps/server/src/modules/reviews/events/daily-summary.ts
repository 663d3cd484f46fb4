import { REVIEW_ROUTES } from '@seller-tools/contract';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { channels, generalCode } from '../../../db/schema/index.ts';
import { storeMarketplaceCode } from '../../../lib/general-code.ts';
import { claimNotification } from '../../../lib/notification-claims.ts';
import { displayedRating } from '../ratings.ts';
import { companyRecipients } from './recipients.ts';
import type { TReviewEventsDeps } from './review-events.ts';
import { summaryMail, type TStoreSummary } from './summary-mail.ts';
import { duePeriod } from './summary-period.ts';

const DAY_MS = 86_400_000;

// Runs every hour: each user whose chosen hour it now is in their own time zone gets their summary (the
// last day, week or month as they chose, summary-period.ts) for the stores they may see.
// notifications_sent keys it by the user's local date or month per frequency, so a retried or repeated
// run mails nobody twice for one period.
export async function sendDailySummaries(deps: TReviewEventsDeps): Promise<number> {
  const now = deps.clock.now();
  const due = (await companyRecipients(deps.db)).flatMap((r) => {
    const period = r.channelIds.length === 0 ? null : duePeriod(now, r.settings);
    return period ? [{ recipient: r, period }] : [];
  });
  if (due.length === 0) return 0;
  // One set of figures per period start (all daily users share one, all weekly users another).
  const bySince = new Map<number, Promise<Map<string, TStoreSummary>>>();
  const summariesSince = (since: Date) => {
    const storeIds = [
      ...new Set(
        due
          .filter((d) => d.period.since.getTime() === since.getTime())
          .flatMap((d) => d.recipient.channelIds),
      ),
    ];
    const cached = bySince.get(since.getTime()) ?? storeSummaries(deps.db, storeIds, since, now);
    bySince.set(since.getTime(), cached);
    return cached;
  };
  let sent = 0;
  for (const { recipient, period } of due) {
    const summaries = await summariesSince(period.since);
    const claim = { userId: recipient.userId, kind: period.kind, key: period.key };
    if (!(await claimNotification(deps.db, now, claim))) continue;
    await deps.mailer.send(
      summaryMail({
        to: recipient.email,
        name: recipient.name,
        period,
        negativeStars: recipient.settings.negative_stars,
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

/** Each store's figures for the period (since, now]. */
export async function storeSummaries(
  db: TDb,
  storeIds: string[],
  since: Date,
  now: Date,
): Promise<Map<string, TStoreSummary>> {
  // New: first seen in the period and written lately (at most a day before it began). A store's first import sees two years of
  // reviews at once; those are history, not news.
  const oldestNewDate = new Date(since.getTime() - DAY_MS).toISOString().slice(0, 10);
  const stores = await db
    .select({ id: channels.id, country: generalCode.name })
    .from(channels)
    .leftJoin(generalCode, storeMarketplaceCode)
    .where(and(inArray(channels.id, storeIds), isNull(channels.deletedAt)));
  const counts = await db.execute<{ channel_id: string; stars: number; n: number }>(sql`
    select channel_id, stars, count(*)::int n from reviews
    where channel_id in ${storeIds} and first_seen_at > ${since} and first_seen_at <= ${now}
      and review_date >= ${oldestNewDate}
    group by channel_id, stars`);
  // The negative ones by name (each mail keeps those of its reader's negative stars), newest first.
  const negatives = await db.execute<{
    channel_id: string;
    review_id: string;
    asin: string;
    stars: number;
    title: string;
    review_date: string;
  }>(sql`
    select channel_id, review_id, asin, stars, title, review_date::text from reviews
    where channel_id in ${storeIds} and first_seen_at > ${since} and first_seen_at <= ${now}
      and review_date >= ${oldestNewDate} and stars <= 3
    order by review_date desc, review_id`);
  // Removed: reviews the syncs found gone from the product pages in the period (sync/import-reviews.ts).
  const removed = await db.execute<{ channel_id: string; n: number }>(sql`
    select channel_id, count(*)::int n from reviews
    where channel_id in ${storeIds} and removed_at > ${since} and removed_at <= ${now}
    group by channel_id`);
  const sinceDate = since.toISOString().slice(0, 10);
  // Rating changes: each ASIN's latest snapshot of the period against the last one from before it (for
  // the daily summary: the one a day or more before it). An ASIN with no snapshot in the period did not move.
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
        and b.snapshot_date < s.snapshot_date and b.snapshot_date <= ${sinceDate} order by b.snapshot_date desc limit 1) before
    from rating_snapshots s where s.channel_id in ${storeIds}
      and s.snapshot_date >= ${sinceDate} and s.snapshot_date <= ${now.toISOString().slice(0, 10)}
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
    result.set(store.id, {
      label: store.country ?? 'Store',
      stars,
      negatives: negatives.rows
        .filter((r) => r.channel_id === store.id)
        .map((r) => ({
          reviewId: r.review_id,
          asin: r.asin,
          stars: r.stars,
          title: r.title,
          reviewDate: r.review_date,
        })),
      removed: removed.rows.find((r) => r.channel_id === store.id)?.n ?? 0,
      changes,
      requestsSent: null,
    });
  }
  return result;
}
