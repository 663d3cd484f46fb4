import {
  marketplaceTimeZone,
  REVIEW_REQUEST_DEFAULTS,
  type TReviewRequestRule,
  REVIEW_REQUEST_ORDER_EXCLUSIONS as X,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { reviewRequestRules } from '../../db/schema/index.ts';

// A store's review request rule: stored as a row, shown and saved as the contract's shape. A store that
// never saved one has the defaults, switched off.

export type TRuleRow = typeof reviewRequestRules.$inferSelect;

export const DEFAULT_RULE: TReviewRequestRule = {
  enabled: false,
  test_mode: false,
  delay_days: REVIEW_REQUEST_DEFAULTS.delayDays,
  send_hour: REVIEW_REQUEST_DEFAULTS.sendHour,
  time_zone: REVIEW_REQUEST_DEFAULTS.timeZone,
  exclude_returned: true,
  exclude_negative_feedback: true,
  exclude_refunded: X.exclude_refunded.default,
  exclude_replacement: X.exclude_replacement.default,
  exclude_business: X.exclude_business.default,
  exclude_fbm: X.exclude_fbm.default,
  exclude_shipped_late: X.exclude_shipped_late.default,
  excluded_asins: [],
  excluded_skus: [],
  do_not_solicit: [],
};

/** The rule a store starts from: the defaults, switched off, in its marketplace's time zone (issue 15). */
export function defaultRuleFor(marketplaceId: string): TReviewRequestRule {
  return { ...DEFAULT_RULE, time_zone: marketplaceTimeZone(marketplaceId) };
}

export function ruleOfRow(row: TRuleRow): TReviewRequestRule {
  return {
    enabled: row.enabled,
    test_mode: row.testMode,
    delay_days: row.delayDays,
    send_hour: row.sendHour,
    time_zone: row.timeZone,
    exclude_returned: row.excludeReturned,
    exclude_negative_feedback: row.excludeNegativeFeedback,
    exclude_refunded: row.excludeRefunded,
    exclude_replacement: row.excludeReplacement,
    exclude_business: row.excludeBusiness,
    exclude_fbm: row.excludeFbm,
    exclude_shipped_late: row.excludeShippedLate,
    excluded_asins: row.excludedAsins,
    excluded_skus: row.excludedSkus,
    do_not_solicit: row.doNotSolicit,
  };
}

export function rowOfRule(rule: TReviewRequestRule) {
  return {
    enabled: rule.enabled,
    testMode: rule.test_mode,
    delayDays: rule.delay_days,
    sendHour: rule.send_hour,
    timeZone: rule.time_zone,
    excludeReturned: rule.exclude_returned,
    excludeNegativeFeedback: rule.exclude_negative_feedback,
    excludeRefunded: rule.exclude_refunded,
    excludeReplacement: rule.exclude_replacement,
    excludeBusiness: rule.exclude_business,
    excludeFbm: rule.exclude_fbm,
    excludeShippedLate: rule.exclude_shipped_late,
    excludedAsins: rule.excluded_asins,
    excludedSkus: rule.excluded_skus,
    doNotSolicit: rule.do_not_solicit,
  };
}

export async function readRuleRow(db: TDbOrTx, channelId: string): Promise<TRuleRow | null> {
  const [row] = await db
    .select()
    .from(reviewRequestRules)
    .where(eq(reviewRequestRules.channelId, channelId))
    .limit(1);
  return row ?? null;
}
