import { REVIEW_ROUTES, type TWebhookEventType } from '@seller-tools/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { channels, generalCode, reviewAlerts, reviews } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { storeMarketplaceCode } from '../../../lib/general-code.ts';
import type { TLogger } from '../../../lib/logger.ts';
import { claimNotification } from '../../../lib/notification-claims.ts';
import type { TUnsubscribeTokens } from '../../../lib/unsubscribe-tokens.ts';
import type { TMailer } from '../../../mail/mailer.ts';
import { alertScopeWhere } from '../alert-scope.ts';
import { displayedRating } from '../ratings.ts';
import { applyTagRules } from '../tag-rules-sql.ts';
import { alertMail, type TAlert } from './alert-mail.ts';
import { companyRecipients } from './recipients.ts';
import { pendingEvents } from './webhook-events.ts';

export type TReviewEventsDeps = {
  db: TDb;
  clock: TClock;
  logger: TLogger;
  mailer: TMailer;
  unsubscribeTokens: TUnsubscribeTokens;
  publicUrl: string;
  /**
   * Hands the run's events to the company's outgoing webhooks (the jobs wire modules/webhooks in; a
   * module does not import another). Called before the reviews and alerts are marked done, with keys
   * that name each event's subject, so a retried run publishes nothing twice.
   */
  publishEvents?: (companyId: string, events: TReviewEvent[]) => Promise<unknown>;
};

/** An event of this module for the outgoing webhooks. */
export type TReviewEvent = { type: TWebhookEventType; key: string; data: Record<string, unknown> };

/** The highest star rating any user may count as negative; each user's own choice narrows it. */
const NEGATIVE_MAX_STARS = 3;

// Runs after every review sync of a store (and once after its initial import): tags new reviews by the
// company's rules, raises alerts (a negative review, a product whose displayed rating fell) and mails
// them. Reviews are marked processed in the same run, alerts are unique per subject and each mail is
// keyed in notifications_sent: a retried or repeated job fires nothing twice. The initial import's run
// (alerts: false) only tags: two years of history are not news.
export async function processReviewEvents(
  deps: TReviewEventsDeps,
  input: { channelId: string; alerts: boolean },
): Promise<{ tagged: number; alerts: number; removed: number; mails: number }> {
  const [store] = await deps.db
    .select({
      companyId: channels.companyId,
      sellerId: channels.sellerId,
      domain: generalCode.value7,
      country: generalCode.name,
    })
    .from(channels)
    .leftJoin(generalCode, storeMarketplaceCode)
    .where(and(eq(channels.id, input.channelId), isNull(channels.deletedAt)));
  if (!store) return { tagged: 0, alerts: 0, removed: 0, mails: 0 };

  const tagged = await applyTagRules(deps.db, {
    companyId: store.companyId,
    channelIds: [input.channelId],
    onlyUnprocessed: true,
  });
  let raised = 0;
  let removed = 0;
  if (input.alerts) {
    raised =
      (await raiseNegativeReviewAlerts(deps, input.channelId)) +
      (await raiseRatingDropAlerts(deps, input.channelId));
    removed = await recordRemovedReviews(deps, input.channelId);
  }
  if (input.alerts && deps.publishEvents) {
    const events = await pendingEvents(deps, input.channelId, store.country);
    if (events.length > 0) await deps.publishEvents(store.companyId, events);
  }
  await deps.db
    .update(reviews)
    .set({ processedAt: deps.clock.now() })
    .where(and(eq(reviews.channelId, input.channelId), isNull(reviews.processedAt)));
  const mails = await mailPendingAlerts(deps, input.channelId, {
    companyId: store.companyId,
    storeLabel: store.country ?? 'your store',
  });
  return { tagged, alerts: raised, removed, mails };
}

// A review the sync found gone from a complete read of its product's pages (removed_at, set by
// sync/import-reviews.ts) is an event of its own. Keyed by the review and its removal time: a re-run
// records nothing twice, and a review that came back and was removed again is a second event.
async function recordRemovedReviews(deps: TReviewEventsDeps, channelId: string): Promise<number> {
  const result = await deps.db.execute(sql`
    insert into review_alerts (channel_id, kind, subject_key, details)
    select r.channel_id, 'review_removed',
      r.review_id || ':' || (extract(epoch from r.removed_at) * 1000)::bigint::text,
      jsonb_build_object('asin', r.asin, 'stars', r.stars, 'title', r.title,
        'review_date', r.review_date::text, 'review_id', r.review_id, 'product_title', r.product_title,
        'removed_at', r.removed_at)
    from reviews r
    where r.channel_id = ${channelId} and r.removed_at is not null
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

async function raiseNegativeReviewAlerts(deps: TReviewEventsDeps, channelId: string): Promise<number> {
  const result = await deps.db.execute(sql`
    insert into review_alerts (channel_id, kind, subject_key, details)
    select r.channel_id, 'negative_review', r.review_id,
      jsonb_build_object('asin', r.asin, 'stars', r.stars, 'title', r.title, 'body', left(r.body, 500),
        'review_date', r.review_date::text, 'review_id', r.review_id,
        'product_title', r.product_title)
    from reviews r
    where r.channel_id = ${channelId} and r.processed_at is null and r.stars <= ${NEGATIVE_MAX_STARS}
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

// A drop: the latest snapshot's displayed rating is below the one before it (4.3 → 4.2 is what a
// shopper notices). Keyed by ASIN and day, so one drop alerts once.
async function raiseRatingDropAlerts(deps: TReviewEventsDeps, channelId: string): Promise<number> {
  const latest = await deps.db.execute<{
    asin: string;
    date: string;
    average: string;
    previous: string | null;
    title: string | null;
  }>(sql`
    select distinct on (s.asin) s.asin, s.snapshot_date::text as date, s.average::text,
      (select p.average::text from rating_snapshots p where p.channel_id = s.channel_id and p.asin = s.asin
        and p.snapshot_date < s.snapshot_date order by p.snapshot_date desc limit 1) as previous,
      (select pr.title from products pr where pr.channel_id = s.channel_id and pr.asin = s.asin
        order by pr.title is null, pr.sku limit 1) as title
    from rating_snapshots s where s.channel_id = ${channelId}
    order by s.asin, s.snapshot_date desc`);
  const drops = latest.rows.filter((r) => {
    const now = displayedRating(r.average);
    const before = displayedRating(r.previous);
    return now !== null && before !== null && now < before;
  });
  if (drops.length === 0) return 0;
  const inserted = await deps.db
    .insert(reviewAlerts)
    .values(
      drops.map((d) => ({
        channelId,
        kind: 'rating_drop' as const,
        subjectKey: `${d.asin}:${d.date}`,
        details: {
          asin: d.asin,
          title: d.title,
          from: displayedRating(d.previous),
          to: displayedRating(d.average),
          date: d.date,
        },
      })),
    )
    .onConflictDoNothing()
    .returning({ id: reviewAlerts.id });
  return inserted.length;
}

async function mailPendingAlerts(
  deps: TReviewEventsDeps,
  channelId: string,
  store: { companyId: string; storeLabel: string },
): Promise<number> {
  const [pending] = await deps.db
    .select({ id: reviewAlerts.id })
    .from(reviewAlerts)
    .where(and(eq(reviewAlerts.channelId, channelId), isNull(reviewAlerts.notifiedAt)))
    .limit(1);
  if (!pending) return 0;
  const recipients = (await companyRecipients(deps.db, store.companyId)).filter((r) =>
    r.channelIds.includes(channelId),
  );
  let mails = 0;
  for (const recipient of recipients) {
    const { settings } = recipient;
    // The user's scope (ASINs, tags, negative stars) is the bell's too; the mail switches are the mail's own.
    const inScope = await deps.db
      .select()
      .from(reviewAlerts)
      .where(
        and(
          eq(reviewAlerts.channelId, channelId),
          isNull(reviewAlerts.notifiedAt),
          alertScopeWhere(settings),
        ),
      );
    // Removed reviews are listed in the Review Observer and sent to webhooks; no mail setting of their own yet.
    const wanted = inScope.filter((alert) =>
      alert.kind === 'negative_review'
        ? settings.negative_review_alert
        : alert.kind === 'rating_drop' && settings.rating_drop_alert,
    );
    for (const alert of wanted) {
      // The key first: a retried job finds it and sends nothing.
      const claim = { userId: recipient.userId, kind: 'alert', key: alert.id };
      if (!(await claimNotification(deps.db, deps.clock.now(), claim))) continue;
      await deps.mailer.send(
        alertMail({
          to: recipient.email,
          alert: { kind: alert.kind, details: alert.details } as TAlert,
          storeLabel: store.storeLabel,
          appUrl: `${deps.publicUrl}${alert.kind === 'negative_review' ? REVIEW_ROUTES.reviews : REVIEW_ROUTES.ratings}`,
          unsubscribeUrl: `${deps.publicUrl}/email/unsubscribe?token=${deps.unsubscribeTokens.sign(recipient.userId, 'alerts')}`,
        }),
      );
      mails += 1;
    }
  }
  await deps.db
    .update(reviewAlerts)
    .set({ notifiedAt: deps.clock.now() })
    .where(and(eq(reviewAlerts.channelId, channelId), isNull(reviewAlerts.notifiedAt)));
  return mails;
}
