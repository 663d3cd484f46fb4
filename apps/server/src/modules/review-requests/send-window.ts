import { addDays, zonedDay, zonedInstant } from '../../lib/zoned-time.ts';

// When a review request may and should go out. Amazon offers productReviewAndSellerFeedback from 5 days
// after the order's EarliestDeliveryDate until 30 days after its LatestDeliveryDate; outside that window
// the solicitation is refused. The seller's rule picks a day (N days after the earliest delivery, never
// before the window opens) and an hour in the store's time zone.

const DAY_MS = 86_400_000;
export const AMAZON_WINDOW_OPENS_DAYS = 5;
export const AMAZON_WINDOW_CLOSES_DAYS = 30;
export const DEFAULT_DELAY_DAYS = 5;

export type TWindowOrder = { earliestDeliveryDate: Date | null; latestDeliveryDate: Date | null };
export type TSendRule = { delayDays: number; sendHour: number; timeZone: string };

export type TSendPlan =
  | { kind: 'scheduled'; at: Date; windowEnd: Date }
  | { kind: 'no-delivery-date' }
  | { kind: 'expired'; windowEnd: Date };

export function amazonWindow(order: TWindowOrder): { opens: Date; closes: Date } | null {
  if (!order.earliestDeliveryDate) return null;
  const latest = order.latestDeliveryDate ?? order.earliestDeliveryDate;
  return {
    opens: new Date(order.earliestDeliveryDate.getTime() + AMAZON_WINDOW_OPENS_DAYS * DAY_MS),
    closes: new Date(latest.getTime() + AMAZON_WINDOW_CLOSES_DAYS * DAY_MS),
  };
}

/**
 * The moment to send: the rule's hour on the day `delayDays` after `basis` (a rule's order, ship or
 * delivery date, issue 25; the earliest delivery by default) in the store's zone, moved to the first such hour inside Amazon's window; `now` when that moment has passed but the
 * window is still open (a backfill); expired once the window has closed.
 */
export function planSend(order: TWindowOrder, rule: TSendRule, now: Date, basis?: Date): TSendPlan {
  const window = amazonWindow(order);
  if (!window || !order.earliestDeliveryDate) return { kind: 'no-delivery-date' };
  const from = basis ?? order.earliestDeliveryDate;
  let day = addDays(zonedDay(from, rule.timeZone), Math.max(rule.delayDays, 0));
  let at = zonedInstant(day, rule.sendHour, rule.timeZone);
  for (let i = 0; at < window.opens && i < 100; i++) {
    day = addDays(day, 1);
    at = zonedInstant(day, rule.sendHour, rule.timeZone);
  }
  if (at < now) at = now < window.opens ? window.opens : now;
  if (at > window.closes) return { kind: 'expired', windowEnd: window.closes };
  return { kind: 'scheduled', at, windowEnd: window.closes };
}
