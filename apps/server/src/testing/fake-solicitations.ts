import { REVIEW_SOLICITATION } from '../integrations/amazon/sp-api.ts';
import { SpApiError } from '../integrations/amazon/sp-api-errors.ts';
import type { TClock } from '../lib/clock.ts';

const DAY_MS = 86_400_000;

type TFakeOrder = { earliest: Date; latest: Date; status: string };

/**
 * Amazon's Solicitations API as tests need it: the action is offered to a shipped order from 5 days
 * after its earliest delivery to 30 days after its latest, once per order; a second request is refused
 * with Amazon's 403. Faults are injected per call; every accepted request is counted.
 */
export function fakeSolicitations(clock: TClock) {
  const orders = new Map<string, TFakeOrder>();
  const sent = new Map<string, number>();
  const faults: (() => SpApiError | Error | null)[] = [];
  let onSend: ((orderId: string) => void) | null = null;
  const calls = { actions: 0, requests: 0 };

  const offered = (orderId: string) => {
    const order = orders.get(orderId);
    if (order?.status !== 'Shipped' || sent.has(orderId)) return false;
    const now = clock.now().getTime();
    return now >= order.earliest.getTime() + 5 * DAY_MS && now <= order.latest.getTime() + 30 * DAY_MS;
  };
  const fault = () => {
    const next = faults.shift()?.();
    if (next) throw next;
  };

  return {
    calls,
    sent,
    addOrder(orderId: string, order: TFakeOrder) {
      orders.set(orderId, order);
    },
    /** The next `count` calls fail with Amazon's 429 (after the client's own retries gave up). */
    throttle(count: number) {
      for (let i = 0; i < count; i++)
        faults.push(
          () =>
            new SpApiError('throttled', 'getSolicitationActionsForOrder', 'QuotaExceeded', { status: 429 }),
        );
    },
    /** Runs after Amazon accepted a request (a test can crash the worker there). */
    afterSend(fn: ((orderId: string) => void) | null) {
      onSend = fn;
    },
    spApi: {
      async getSolicitationActions(_store: unknown, _marketplaceId: string, orderId: string) {
        calls.actions += 1;
        fault();
        return offered(orderId) ? [REVIEW_SOLICITATION] : [];
      },
      async requestReview(_store: unknown, _marketplaceId: string, orderId: string) {
        calls.requests += 1;
        fault();
        if (!offered(orderId))
          throw new SpApiError(
            'auth',
            'createProductReviewAndSellerFeedbackSolicitation',
            'The requested solicitation is not available for this amazonOrderId.',
            { status: 403, code: 'Unauthorized' },
          );
        sent.set(orderId, (sent.get(orderId) ?? 0) + 1);
        onSend?.(orderId);
      },
    },
  };
}
