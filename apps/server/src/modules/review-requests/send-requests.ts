import type { TDb } from '../../db/client.ts';
import { REVIEW_SOLICITATION } from '../../integrations/amazon/sp-api.ts';
import { SpApiError } from '../../integrations/amazon/sp-api-errors.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import type { TMarketplace } from '../../sync/marketplace.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import { claimNextDue, deferDue, type TClaimed } from './claim.ts';
import { nextUtcDay, readDailyLimit } from './daily-limit.ts';
import { exclusionOf } from './exclusions.ts';
import { readOrderFacts } from './order-facts.ts';
import { recordOutcome, recordRetry, type TAttemptRecord } from './record-outcome.ts';
import { readRuleRow, ruleOfRow } from './rules.ts';

export type TSendDeps = {
  db: TDb;
  clock: TClock;
  logger: TLogger;
  marketplace: { spApi: Pick<TMarketplace['spApi'], 'getSolicitationActions' | 'requestReview'> };
};

/** After Amazon fails to answer (past the client's own retries), the next try waits 5, 10, 20 … minutes. */
const RETRY_BASE_MS = 5 * 60_000;
/** Tries per order before it is recorded as failed. */
export const MAX_TRIES = 6;
/** One job sends for at most this long, then hands over to the next (pg-boss expires long jobs). */
export const SEND_BUDGET_MS = 10 * 60_000;

export type TSendRun = { sent: number; processed: number; more: boolean };

/**
 * Sends the store's due review requests one after another, at the pace the SP-API limiter allows (1/s,
 * burst 5 per seller). Each is re-checked at send time against our data (status, returns, feedback, the
 * seller's exclusions) and against Amazon's offer; the outcome of each is recorded. Returns when nothing
 * is due, the daily limit is reached, or the budget is spent (more = true: call again).
 */
export async function sendDueRequests(
  deps: TSendDeps,
  channelId: string,
  options: { budgetMs?: number } = {},
): Promise<TSendRun> {
  const run: TSendRun = { sent: 0, processed: 0, more: false };
  const store = await findSyncStore(deps.db, channelId);
  const ruleRow = await readRuleRow(deps.db, channelId);
  if (!store || !ruleRow?.enabled) return run;
  const rule = ruleOfRow(ruleRow);
  const started = deps.clock.now().getTime();
  const limit = await readDailyLimit(deps.db, channelId, deps.clock.now());
  let used = limit.usedToday;
  let day = nextUtcDay(deps.clock.now()).getTime();

  for (;;) {
    const now = deps.clock.now();
    if (now.getTime() - started >= (options.budgetMs ?? SEND_BUDGET_MS)) return { ...run, more: true };
    if (now.getTime() >= day) {
      // A new UTC day: a new allowance.
      day = nextUtcDay(now).getTime();
      used = 0;
    }
    if (!rule.test_mode && used >= limit.limit) {
      await deferDue(deps.db, channelId, now, nextUtcDay(now));
      return run;
    }
    const claimed = await claimNextDue(deps.db, channelId, now);
    if (!claimed) return run;
    const outcome = await attempt(deps, store, rule, claimed);
    const at = deps.clock.now();
    run.processed += 1;
    if (outcome.kind === 'retry') {
      const retryAt = at.getTime() + retryWaitMs(claimed.tries);
      const detail = { error: outcome.error, httpStatus: outcome.httpStatus };
      if (claimed.tries >= MAX_TRIES || retryAt > claimed.windowEnd.getTime()) {
        await recordOutcome(
          deps.db,
          claimed,
          { outcome: 'failed', reason: 'amazon-unavailable', ...detail },
          at,
        );
      } else {
        await recordRetry(deps.db, claimed, detail, at, new Date(retryAt));
      }
      continue;
    }
    await recordOutcome(deps.db, claimed, outcome.result, at);
    if (outcome.result.outcome === 'sent') {
      run.sent += 1;
      used += 1;
    }
  }
}

export type TAttempt =
  | { kind: 'done'; result: TAttemptRecord }
  | { kind: 'retry'; error: string; httpStatus: number | null };

export const retryWaitMs = (tries: number) => RETRY_BASE_MS * 2 ** Math.max(0, tries - 1);

/** One order's send: our exclusions, then Amazon's offer, then the request (or, in test mode, not). */
export async function attempt(
  deps: Pick<TSendDeps, 'db' | 'clock' | 'logger' | 'marketplace'>,
  store: NonNullable<Awaited<ReturnType<typeof findSyncStore>>>,
  rule: ReturnType<typeof ruleOfRow>,
  claimed: TClaimed,
): Promise<TAttempt> {
  const orderId = claimed.amazonOrderId;
  const done = (result: TAttemptRecord): TAttempt => ({ kind: 'done', result });
  if (deps.clock.now() > claimed.windowEnd) return done({ outcome: 'skipped', reason: 'window-closed' });
  const facts = await readOrderFacts(deps.db, claimed.channelId, orderId);
  if (!facts) return done({ outcome: 'skipped', reason: 'no-delivery-date' });
  const excluded = exclusionOf(orderId, facts, rule);
  if (excluded) return done({ outcome: 'skipped', reason: excluded });

  try {
    const actions = await deps.marketplace.spApi.getSolicitationActions(store, store.marketplaceId, orderId);
    // Amazon offers the request only to a shipped order inside its window that was not asked before.
    if (!actions.includes(REVIEW_SOLICITATION)) {
      // After a worker died mid-send, "no longer offered" most likely means its request went through.
      return done({ outcome: 'skipped', reason: claimed.takenOver ? 'already-requested' : 'not-offered' });
    }
    if (rule.test_mode) return done({ outcome: 'test' });
    await deps.marketplace.spApi.requestReview(store, store.marketplaceId, orderId);
    return done({ outcome: 'sent', httpStatus: 201 });
  } catch (err) {
    if (!(err instanceof SpApiError)) throw err;
    if (err.retryable) {
      deps.logger.warn(
        { orderId, err: err.message },
        'review request: Amazon did not answer, retrying later',
      );
      return { kind: 'retry', error: err.message, httpStatus: err.status };
    }
    return done({
      outcome: 'failed',
      reason: 'amazon-error',
      error: amazonWords(err),
      httpStatus: err.status,
    });
  }
}

/** SpApiError's message is "<operation>: <Amazon's message>"; the log shows Amazon's words. */
function amazonWords(err: SpApiError): string {
  const prefix = `${err.operation}: `;
  return err.message.startsWith(prefix) ? err.message.slice(prefix.length) : err.message;
}
