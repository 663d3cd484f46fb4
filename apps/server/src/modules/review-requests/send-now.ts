import {
  REVIEW_REQUEST_MESSAGES as M,
  REVIEW_REQUEST_REASONS,
  type TReviewRequestState,
} from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/outcome.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import type { TClaimed } from './claim.ts';
import { readDailyLimit } from './daily-limit.ts';
import { exclusionOf } from './exclusions.ts';
import { readOrderFacts } from './order-facts.ts';
import { recordOutcome, recordRetry } from './record-outcome.ts';
import { defaultRuleFor, readRuleRow, ruleOfRow } from './rules.ts';
import { attempt, retryWaitMs, type TSendDeps } from './send-requests.ts';
import { amazonWindow } from './send-window.ts';
import { dropUncoveredSkip } from './uncovered.ts';

export type TSendNowResult = { amazon_order_id: string; status: TReviewRequestState; done_at: string | null };

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * "Send now" for one order (issue 25): the same send as the scheduled one (exclusions, Amazon's offer,
 * test mode, the daily limit), only at once. Once per order holds as for the worker: the order's request
 * row is taken in one statement (created as `sending`, or moved from `scheduled` to `sending`), so of two
 * clicks, or a click and a worker, exactly one goes on to ask Amazon; the other is told why not.
 */
export function createSendNowService(deps: Pick<TSendDeps, 'db' | 'clock' | 'logger' | 'marketplace'>) {
  async function sendNow(channelId: string, orderId: string): Promise<TSendNowResult> {
    const now = deps.clock.now();
    const store = await findSyncStore(deps.db, channelId);
    if (!store) throw new AppError('not-found', M.orderNotFound);
    const window = await orderWindow(channelId, orderId);
    if (!window) throw new AppError('conflict', M.noDeliveryDate);
    if (now < window.opens) throw new AppError('conflict', M.windowNotOpen(day(window.opens)));
    if (now > window.closes) throw new AppError('conflict', M.windowClosed(day(window.closes)));

    const ruleRow = await readRuleRow(deps.db, channelId);
    const rule = ruleRow ? ruleOfRow(ruleRow) : defaultRuleFor(store.marketplaceId);
    // Refused before anything is written: an excluded order keeps whatever it had.
    const facts = await readOrderFacts(deps.db, channelId, orderId);
    const excluded = facts ? exclusionOf(orderId, facts, rule) : null;
    if (excluded) throw new AppError('conflict', M.excluded(REVIEW_REQUEST_REASONS[excluded]));
    if (!rule.test_mode) {
      const limit = await readDailyLimit(deps.db, channelId, now);
      if (limit.usedToday >= limit.limit)
        throw new AppError('conflict', REVIEW_REQUEST_REASONS['daily-limit']);
    }

    const claimed = await claimOrder(channelId, orderId, window.closes, now);
    if (!claimed) throw new AppError('conflict', await whyNot(channelId, orderId));
    const outcome = await attempt(deps, store, rule, claimed);
    const at = deps.clock.now();
    if (outcome.kind === 'retry') {
      const detail = { error: outcome.error, httpStatus: outcome.httpStatus };
      await recordRetry(deps.db, claimed, detail, at, new Date(at.getTime() + retryWaitMs(claimed.tries)));
      throw new AppError('unavailable', M.amazonUnavailable);
    }
    const { result } = outcome;
    await recordOutcome(deps.db, claimed, result, at);
    if (result.outcome === 'skipped') {
      const reason = result.reason ?? 'not-offered';
      throw new AppError(
        'conflict',
        reason === 'not-offered' || reason === 'already-requested'
          ? M.notOffered
          : M.excluded(REVIEW_REQUEST_REASONS[reason]),
      );
    }
    if (result.outcome === 'failed') throw new AppError('conflict', result.error ?? M.notOffered);
    return { amazon_order_id: orderId, status: result.outcome, done_at: at.toISOString() };
  }

  /** Amazon's window for the order, or null when it has no delivery date; not-found for another's order. */
  async function orderWindow(channelId: string, orderId: string) {
    const result = await deps.db.execute(sql`
      select earliest_delivery_date, latest_delivery_date from orders
      where channel_id = ${channelId} and amazon_order_id = ${orderId}`);
    const row = result.rows[0] as
      | { earliest_delivery_date: string | null; latest_delivery_date: string | null }
      | undefined;
    if (!row) throw new AppError('not-found', M.orderNotFound);
    const date = (v: string | null) => (v ? new Date(v) : null);
    return amazonWindow({
      earliestDeliveryDate: date(row.earliest_delivery_date),
      latestDeliveryDate: date(row.latest_delivery_date),
    });
  }

  /**
   * Takes the order's request for this send: a new row, or the waiting one. A row in any other state
   * (being sent, sent, recorded, skipped, failed) is not taken, but for an order skipped only because no
   * rule covers it; the row lock makes a racing second call
   * wait for the first and then find it `sending`.
   */
  async function claimOrder(
    channelId: string,
    orderId: string,
    windowEnd: Date,
    now: Date,
  ): Promise<TClaimed | null> {
    const at = now.toISOString();
    const result = await deps.db.execute(sql`
      insert into review_requests
        (channel_id, amazon_order_id, status, scheduled_at, window_end, claimed_at, tries)
      values (${channelId}, ${orderId}, 'sending', ${at}, ${windowEnd.toISOString()}, ${at}, 1)
      on conflict (channel_id, amazon_order_id) do update
        set status = 'sending', scheduled_at = ${at}, claimed_at = ${at}, tries = review_requests.tries + 1,
          reason = null, error = null
        where review_requests.status = 'scheduled' or review_requests.reason = 'no-rule'
      returning window_end, tries`);
    const row = result.rows[0] as { window_end: string | Date; tries: number } | undefined;
    if (!row) return null;
    // An order no rule covers is the seller's to send by hand: its skip is replaced by this send.
    await dropUncoveredSkip(deps.db, channelId, orderId);
    return {
      channelId,
      amazonOrderId: orderId,
      windowEnd: new Date(row.window_end),
      tries: row.tries,
      takenOver: false,
    };
  }

  /** Why the order's request could not be taken, in the seller's words. */
  async function whyNot(channelId: string, orderId: string): Promise<string> {
    const result = await deps.db.execute(sql`
      select status, reason from review_requests
      where channel_id = ${channelId} and amazon_order_id = ${orderId}`);
    const row = result.rows[0] as { status: TReviewRequestState; reason: string | null } | undefined;
    if (row?.status === 'sent') return M.alreadyRequested;
    if (row?.status === 'sending' || !row) return M.beingSent;
    const reason = row.reason as keyof typeof REVIEW_REQUEST_REASONS | null;
    if (reason && reason in REVIEW_REQUEST_REASONS) return M.alreadyDone(REVIEW_REQUEST_REASONS[reason]);
    return M.alreadyDone(row.status === 'test' ? 'recorded in test mode' : row.status);
  }

  return { sendNow };
}
