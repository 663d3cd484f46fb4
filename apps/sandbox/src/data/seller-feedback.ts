import { DAY_MS, dayOf, HOUR_MS } from '../clock.ts';
import { cumulativeSums, hash32, pickWeighted, rngFor } from '../prng.ts';
import type { TOrder } from './orders.ts';
import type { TSellerData } from './seller-data.ts';

export type TFeedbackRating = 1 | 2 | 3 | 4 | 5;

export type TSellerFeedback = {
  order: TOrder;
  /** When the buyer left it; it exists for the API only from then on. */
  at: number;
  rating: TFeedbackRating;
  comments: string;
  /** The seller's public reply, if any. */
  response: string;
  /** Amazon's masked buyer address, never the buyer's own. */
  raterEmail: string;
};

// About 1.5 % of delivered orders get seller feedback, 1–21 days after delivery. Ratings are skewed
// positive; one in five is negative (1–2 stars), which is what Review Request Automation must skip.
const FEEDBACK_SHARE = 0.015;
const MAX_DAYS_AFTER_DELIVERY = 21;
// Weights of 1…5 stars.
const RATING_CUMULATIVE = cumulativeSums([12, 8, 6, 14, 60]);
/** Purchase to feedback at most: delivery (late MFN up to 12 days) plus the feedback delay. */
export const FEEDBACK_LOOKBACK_DAYS = 12 + MAX_DAYS_AFTER_DELIVERY + 1;

const COMMENTS: Record<TFeedbackRating, string[]> = {
  5: [
    'Fast shipping, item exactly as described.',
    'Great seller, would buy from again.',
    'Arrived early and well packaged.',
    'Excellent communication and quick delivery.',
    'Everything perfect, thank you!',
  ],
  4: ['Good seller, item as described.', 'Arrived on time, packaging could be better.', 'Happy overall.'],
  3: ['Item OK but took longer than expected.', 'Box was dented, item fine.', 'Average experience.'],
  2: [
    'Item not as described.',
    'Late delivery and no tracking updates.',
    'Packaging was damaged and the item scratched.',
  ],
  1: [
    'Never received the item.',
    'Arrived broken and the seller did not respond.',
    'Wrong item sent, still waiting for a refund.',
    'Item was used and repackaged.',
  ],
};
const RESPONSES = [
  "We're sorry to hear this. Please contact us through Buyer-Seller Messaging so we can make it right.",
  'Thank you for the feedback. We have sent you a message to resolve this.',
];

/** The feedback an order gets, whether or not its time has come; null for most orders. */
export function feedbackFor(data: TSellerData, order: TOrder): TSellerFeedback | null {
  if (order.deliveredAt === null) return null;
  const rng = rngFor('seller-feedback', data.profile.sellingPartnerId, order.amazonOrderId);
  // Planted (LISTING-EVENTS.md): about one order in 45 days' worth gets a one-star rating, so every
  // seller, however small, has negative feedback to alert on. Other orders draw as they always did.
  const planted = hash32('negative-feedback', order.amazonOrderId) % (data.profile.dailyOrders * 45) === 0;
  if (!rng.chance(FEEDBACK_SHARE) && !planted) return null;
  const drawn = (pickWeighted(RATING_CUMULATIVE, rng) + 1) as TFeedbackRating;
  const rating = planted ? 1 : drawn;
  const at =
    order.deliveredAt +
    rng.int(1, MAX_DAYS_AFTER_DELIVERY) * DAY_MS +
    rng.int(0, 23) * HOUR_MS +
    rng.int(0, 3599) * 1000;
  const tld = data.profile.home.domain.replace(/^www\.amazon\./, '');
  return {
    order,
    at,
    rating,
    comments: rng.pick(COMMENTS[rating]),
    response: rating <= 2 && rng.chance(0.5) ? rng.pick(RESPONSES) : '',
    raterEmail: `${rng.alnum(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}@marketplace.amazon.${tld}`,
  };
}

/** Feedback left in [fromMs, toMs], oldest first. */
export function feedbackBetween(data: TSellerData, fromMs: number, toMs: number): TSellerFeedback[] {
  const out: TSellerFeedback[] = [];
  for (let day = dayOf(fromMs) - FEEDBACK_LOOKBACK_DAYS; day <= dayOf(toMs); day++) {
    for (const order of data.ordersOn(day)) {
      const feedback = feedbackFor(data, order);
      if (feedback && feedback.at >= fromMs && feedback.at <= toMs) out.push(feedback);
    }
  }
  return out.sort((a, b) => a.at - b.at);
}
