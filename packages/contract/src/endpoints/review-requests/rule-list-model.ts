import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { REVIEW_REQUEST_MESSAGES as M } from './common.ts';
import { ZReviewRequestTimeZone } from './model.ts';

// A store's ordered review request rules (issue 25): an order is handled by the first enabled rule, by
// priority, whose scope matches (ASINs, SKUs, marketplaces; an empty list matches all), timed from its
// basis date. Amazon's window (5–30 days after delivery) still bounds every send, whatever the basis.

export const REVIEW_REQUEST_TIMING_BASES = ['order', 'ship', 'delivery'] as const;
export type TReviewRequestTimingBasis = (typeof REVIEW_REQUEST_TIMING_BASES)[number];
export const REVIEW_REQUEST_TIMING_LABELS: Record<TReviewRequestTimingBasis, string> = {
  order: 'the order date',
  ship: 'the ship date',
  delivery: 'the delivery date',
};
/** A rule counts from its basis date by 0 to this many days (order-based rules need more than 30). */
export const REVIEW_REQUEST_RULE_DELAY_MAX = 60;
export const REVIEW_REQUEST_RULES_MAX = 20;

export const RULE_LIST_MESSAGES = {
  created: 'Rule added.',
  updated: 'Rule saved.',
  deleted: 'Rule deleted.',
  reordered: 'Rule order saved.',
  notFound: 'No such rule in this store.',
  nameRequired: 'Give the rule a name.',
  delayRange: `Choose 0 to ${REVIEW_REQUEST_RULE_DELAY_MAX} days.`,
  tooMany: `A store may have at most ${REVIEW_REQUEST_RULES_MAX} rules.`,
  orderMismatch: 'Send every rule of the store once, in the new order.',
  marketplaceInvalid: 'Marketplace ids have 10 to 14 capital letters or digits.',
} as const;

const values = (item: z.ZodString) =>
  z
    .array(item)
    .max(500, M.tooManyValues)
    .transform((list) => [...new Set(list)]);

export const ZReviewRequestScopedRule = z.object({
  name: z.string().trim().min(1, RULE_LIST_MESSAGES.nameRequired).max(60),
  enabled: z.boolean(),
  timing_basis: z.enum(REVIEW_REQUEST_TIMING_BASES),
  delay_days: z
    .number()
    .int(RULE_LIST_MESSAGES.delayRange)
    .min(0, RULE_LIST_MESSAGES.delayRange)
    .max(REVIEW_REQUEST_RULE_DELAY_MAX, RULE_LIST_MESSAGES.delayRange),
  send_hour: z.number().int(M.hourRange).min(0, M.hourRange).max(23, M.hourRange),
  time_zone: ZReviewRequestTimeZone,
  asins: values(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{10}$/, 'ASINs have 10 letters or digits.'),
  ),
  skus: values(z.string().trim().min(1).max(60)),
  marketplaces: values(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{10,14}$/, RULE_LIST_MESSAGES.marketplaceInvalid),
  ),
});
export type TReviewRequestScopedRule = z.infer<typeof ZReviewRequestScopedRule>;

/** A create or update: the rule and its store. */
export const ZReviewRequestScopedRuleRequest = ZReviewRequestScopedRule.extend({
  channel_id: ZStoreQuery.shape.channel_id,
});
export type TReviewRequestScopedRuleRequest = z.input<typeof ZReviewRequestScopedRuleRequest>;

export const ZReviewRequestRuleParams = z.object({
  ruleId: z.uuid({ message: RULE_LIST_MESSAGES.notFound }),
});

// As the server answers it: plain fields (a response schema cannot transform).
export const ZReviewRequestScopedRuleView = z.object({
  id: z.string(),
  priority: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  timing_basis: z.enum(REVIEW_REQUEST_TIMING_BASES),
  delay_days: z.number(),
  send_hour: z.number(),
  time_zone: z.string(),
  asins: z.array(z.string()),
  skus: z.array(z.string()),
  marketplaces: z.array(z.string()),
  updated_at: z.string(),
});
export type TReviewRequestScopedRuleView = z.infer<typeof ZReviewRequestScopedRuleView>;

export const ZReviewRequestRuleListResponse = ZEnvelope(
  z.object({
    items: z.array(ZReviewRequestScopedRuleView),
    /** Orders newly scheduled by this change (0 on a read). */
    scheduled: z.number(),
  }),
);
export type TReviewRequestRuleListResponse = z.infer<typeof ZReviewRequestRuleListResponse>;
