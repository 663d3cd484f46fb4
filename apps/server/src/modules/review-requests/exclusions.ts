import type { TReviewRequestReason, TReviewRequestRule } from '@seller-tools/contract';

// What we know of an order when its request is due, and the first rule that keeps it from going out.
// Amazon re-checks its own conditions (shipped, inside the window, not asked before); these are the
// seller's and the ones Amazon does not know about (returns, refunds, feedback, how the order went).

export type TOrderFacts = {
  status: string;
  asins: string[];
  skus: string[];
  returned: boolean;
  negativeFeedback: boolean;
  /** A refund for the order in the financial events (RefundEventList), with or without a return. */
  refunded: boolean;
  businessOrder: boolean;
  replacementOrder: boolean;
  /** AFN (FBA) or MFN (FBM); null when the import did not say. */
  fulfillmentChannel: string | null;
  /** Shipped after the order's latest ship date (see order-facts.ts for when it shipped). */
  shippedLate: boolean;
};

type TRuleExclusions = Pick<
  TReviewRequestRule,
  | 'exclude_returned'
  | 'exclude_negative_feedback'
  | 'exclude_refunded'
  | 'exclude_replacement'
  | 'exclude_business'
  | 'exclude_fbm'
  | 'exclude_shipped_late'
  | 'excluded_asins'
  | 'excluded_skus'
  | 'do_not_solicit'
>;

export function exclusionOf(
  orderId: string,
  facts: TOrderFacts,
  rule: TRuleExclusions,
): TReviewRequestReason | null {
  if (facts.status === 'Canceled') return 'cancelled';
  if (rule.do_not_solicit.includes(orderId)) return 'do-not-solicit';
  if (rule.exclude_returned && facts.returned) return 'returned';
  if (rule.exclude_refunded && facts.refunded) return 'refunded';
  if (rule.exclude_negative_feedback && facts.negativeFeedback) return 'negative-feedback';
  if (rule.exclude_replacement && facts.replacementOrder) return 'replacement-order';
  if (rule.exclude_business && facts.businessOrder) return 'business-order';
  if (rule.exclude_fbm && facts.fulfillmentChannel === 'MFN') return 'fbm-order';
  if (rule.exclude_shipped_late && facts.shippedLate) return 'shipped-late';
  if (facts.asins.some((asin) => rule.excluded_asins.includes(asin))) return 'excluded-asin';
  if (facts.skus.some((sku) => rule.excluded_skus.includes(sku))) return 'excluded-sku';
  return null;
}
