// What both review request benches share (bench/review-requests.ts sends in its own process on each
// store's sandbox clock; bench/review-requests-fleet.ts has ROLE=worker processes send in real time):
// the eligible orders a store gets, the sandbox's counters, and our attempts' figures.
import { SP_API_USAGE_PLANS, type TDb, type TSandboxProcess } from '@seller-tools/server/testing';

export { eligibleOrders, US } from '@seller-tools/server/testing';
export const BAR = 0.95;
export const DAY_MS = 86_400_000;
export const SEND = 'createProductReviewAndSellerFeedbackSolicitation';
export const ASK = 'getSolicitationActionsForOrder';
export const PLAN = SP_API_USAGE_PLANS[SEND];

export type TCounter = {
  requests: number;
  succeeded: number;
  throttled: number;
  rejected: number;
  firstAt: string | null;
  lastAt: string | null;
};

/** The sandbox's request counts per operation: every caller's, or one seller's. */
export async function counters(
  sandbox: TSandboxProcess,
  sellerId?: string,
): Promise<Record<string, TCounter>> {
  const query = sellerId ? `?sellingPartnerId=${sellerId}` : '';
  return (
    (await sandbox.control('GET', `/sandbox/counters${query}`)) as { operations: Record<string, TCounter> }
  ).operations;
}

/** Seconds from an operation's first to its last request (the sandbox's clock). */
export const spanSeconds = (c: TCounter | undefined) =>
  c?.firstAt && c.lastAt ? (Date.parse(c.lastAt) - Date.parse(c.firstAt)) / 1000 : 0;

/**
 * Our attempts: outcomes, orders sent, and duplicates. Amazon keeps one solicitation per order: every
 * create beyond one per order we count as sent (accepted, or refused as "already sent") is a duplicate,
 * as is a second `sent` attempt of ours.
 */
export async function attemptFigures(db: TDb, sandbox: { sends: number; refused: number }) {
  const outcomes = await db.$client.query<{ outcome: string; reason: string | null; n: number }>(
    `select outcome, reason, count(*)::int as n from review_request_attempts group by 1, 2 order by 1, 2`,
  );
  const twice = await db.$client.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from review_request_attempts where outcome = 'sent'
       group by channel_id, amazon_order_id having count(*) > 1) t`,
  );
  const distinctSent = await db.$client.query<{ n: number }>(
    `select count(distinct (channel_id, amazon_order_id))::int as n from review_request_attempts
     where outcome = 'sent'`,
  );
  const sent = distinctSent.rows[0]?.n ?? 0;
  const ordersSentTwice = twice.rows[0]?.n ?? 0;
  return {
    sent,
    ordersSentTwice,
    duplicates: ordersSentTwice + Math.max(0, sandbox.sends + sandbox.refused - sent),
    outcomes: Object.fromEntries(
      outcomes.rows.map((r) => [r.reason ? `${r.outcome}:${r.reason}` : r.outcome, r.n]),
    ),
  };
}

export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
