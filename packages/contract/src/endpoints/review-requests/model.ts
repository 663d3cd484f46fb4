import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';
import {
  AMAZON_ORDER_ID,
  REVIEW_REQUEST_MESSAGES as M,
  SOLICITATION_WINDOW,
  REVIEW_REQUEST_ORDER_EXCLUSIONS as X,
} from './common.ts';

// The store's review request rule, as the rule endpoints read and save it (read-rule.ts, save-rule.ts).

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const values = (item: z.ZodString) =>
  z
    .array(item)
    .max(500, M.tooManyValues)
    .transform((list) => [...new Set(list)]);

/** A time zone this runtime knows (the rules list's zone too). */
export const ZReviewRequestTimeZone = z
  .string()
  .trim()
  .min(1, M.timeZoneUnknown)
  .refine(isTimeZone, M.timeZoneUnknown);

export const ZReviewRequestRule = z.object({
  enabled: z.boolean(),
  test_mode: z.boolean(),
  delay_days: z
    .number()
    .int(M.delayRange)
    .min(SOLICITATION_WINDOW.opensDays, M.delayRange)
    .max(SOLICITATION_WINDOW.closesDays, M.delayRange),
  send_hour: z.number().int(M.hourRange).min(0, M.hourRange).max(23, M.hourRange),
  time_zone: z.string().trim().min(1, M.timeZoneUnknown).refine(isTimeZone, M.timeZoneUnknown),
  exclude_returned: z.boolean(),
  exclude_negative_feedback: z.boolean(),
  // Added later (issue 25): a client that does not send them gets the defaults.
  exclude_refunded: z.boolean().default(X.exclude_refunded.default),
  exclude_replacement: z.boolean().default(X.exclude_replacement.default),
  exclude_business: z.boolean().default(X.exclude_business.default),
  exclude_fbm: z.boolean().default(X.exclude_fbm.default),
  exclude_shipped_late: z.boolean().default(X.exclude_shipped_late.default),
  excluded_asins: values(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{10}$/, 'ASINs have 10 letters or digits.'),
  ),
  excluded_skus: values(z.string().trim().min(1).max(60)),
  do_not_solicit: values(z.string().trim().regex(AMAZON_ORDER_ID, M.orderIdInvalid)),
});
export type TReviewRequestRule = z.infer<typeof ZReviewRequestRule>;

// The rule as the server answers it: already clean, so plain fields (a response schema cannot transform).
const ZReviewRequestRuleView = z.object({
  enabled: z.boolean(),
  test_mode: z.boolean(),
  delay_days: z.number(),
  send_hour: z.number(),
  time_zone: z.string(),
  exclude_returned: z.boolean(),
  exclude_negative_feedback: z.boolean(),
  exclude_refunded: z.boolean(),
  exclude_replacement: z.boolean(),
  exclude_business: z.boolean(),
  exclude_fbm: z.boolean(),
  exclude_shipped_late: z.boolean(),
  excluded_asins: z.array(z.string()),
  excluded_skus: z.array(z.string()),
  do_not_solicit: z.array(z.string()),
});

export const ZReviewRequestRuleResponse = ZEnvelope(
  ZReviewRequestRuleView.extend({
    updated_at: z.string().nullable(),
    /** Orders newly scheduled by this save (the backfill); 0 on a read. */
    scheduled: z.number(),
  }),
);
export type TReviewRequestRuleResponse = z.infer<typeof ZReviewRequestRuleResponse>;
