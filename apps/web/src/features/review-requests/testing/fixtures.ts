import type { TReviewRequestRuleResponse } from '@seller-tools/contract';

/** The store's default rule as GET /api/review-requests/rule answers it; `extra` changes fields of it. */
export function ruleFixture(
  extra: Partial<TReviewRequestRuleResponse['data']> = {},
): TReviewRequestRuleResponse['data'] {
  return {
    enabled: false,
    test_mode: false,
    delay_days: 5,
    send_hour: 10,
    time_zone: 'America/Los_Angeles',
    exclude_returned: true,
    exclude_negative_feedback: true,
    exclude_refunded: true,
    exclude_replacement: true,
    exclude_business: false,
    exclude_fbm: false,
    exclude_shipped_late: false,
    excluded_asins: [],
    excluded_skus: [],
    do_not_solicit: [],
    updated_at: null,
    scheduled: 0,
    ...extra,
  };
}
