import type { TReviewRequestReason, TReviewRequestRule } from '@seller-tools/contract';

// What we know of an order when its request is due, and the first rule that keeps it from going out.
// Amazon re-checks its own conditions (shipped, inside the window, not asked before); these are the
// seller's and the ones Amazon does not know about (returns, feedback).

export type TOrderFacts = {
  status: string;
  asins: string[];
  skus: string[];
  returned: boolean;
  negativeFeedback: boolean;
};

type TRuleExclusions = Pick<
  TReviewRequestRule,
  'exclude_returned' | 'exclude_negative_feedback' | 'excluded_asins' | 'excluded_skus' | 'do_not_solicit'
>;

export function exclusionOf(
  orderId: string,
  facts: TOrderFacts,
  rule: TRuleExclusions,
): TReviewRequestReason | null {
  if (facts.status === 'Canceled') return 'cancelled';
  if (rule.do_not_solicit.includes(orderId)) return 'do-not-solicit';
  if (rule.exclude_returned && facts.returned) return 'returned';
  if (rule.exclude_negative_feedback && facts.negativeFeedback) return 'negative-feedback';
  if (facts.asins.some((asin) => rule.excluded_asins.includes(asin))) return 'excluded-asin';
  if (facts.skus.some((sku) => rule.excluded_skus.includes(sku))) return 'excluded-sku';
  return null;
}
