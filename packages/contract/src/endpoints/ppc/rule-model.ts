import { z } from 'zod';
import { ATTRIBUTION_WINDOWS, DEFAULT_ATTRIBUTION_WINDOW, ZPpcChangeRequest } from './common.ts';

// A PPC rule (issue 21): which keywords/targets it looks at (scope), the conditions over their metrics in
// a lookback window, and what it does to those that match. Money is integer minor units of the profile's
// currency; ACoS, CTR and CVR are percentages (30 = 30 %); ROAS is a plain ratio (3 = 3.00).

export const PPC_RULE_METRICS = [
  'clicks',
  'impressions',
  'orders',
  'spend',
  'sales',
  'acos',
  'roas',
  'cpc',
  'ctr',
  'cvr',
] as const;
export type TPpcRuleMetric = (typeof PPC_RULE_METRICS)[number];

export const PPC_RULE_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'between'] as const;
export type TPpcRuleOperator = (typeof PPC_RULE_OPERATORS)[number];

export const PPC_RULE_SCHEDULES = ['daily', 'hourly'] as const;
export const PPC_LOOKBACK_MAX_DAYS = 60;

export const ZPpcCondition = z
  .object({
    metric: z.enum(PPC_RULE_METRICS),
    op: z.enum(PPC_RULE_OPERATORS),
    value: z.number().finite().min(0),
    /** The upper bound of `between` (inclusive). */
    value2: z.number().finite().min(0).optional(),
  })
  .refine((c) => c.op !== 'between' || (c.value2 !== undefined && c.value2 >= c.value), {
    message: '"between" needs a second value at least as large as the first.',
    path: ['value2'],
  });
export type TPpcCondition = z.infer<typeof ZPpcCondition>;

const ZIds = z.array(z.string().trim().min(1).max(40)).max(500).optional();
export const ZPpcScope = z.object({
  /** Keywords, product/auto targets, or both. */
  entities: z.enum(['keywords', 'targets', 'both']).default('keywords'),
  campaign_ids: ZIds,
  ad_group_ids: ZIds,
  asins: ZIds,
  skus: ZIds,
  tags: z.array(z.string().trim().min(1).max(40)).max(50).optional(),
});
export type TPpcScope = z.infer<typeof ZPpcScope>;

const ZBidMinor = z.number().int().min(1).max(100_000);
const ZBounds = {
  min_bid_minor: ZBidMinor.optional(),
  max_bid_minor: ZBidMinor.optional(),
  /** The most a bid may move in a day, in percent of the day's first bid. */
  max_step_percent: z.number().min(1).max(500).optional(),
};

export const ZPpcAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pause') }),
  z.object({ type: z.literal('enable') }),
  z.object({ type: z.literal('set-bid'), bid_minor: ZBidMinor }),
  z.object({ type: z.literal('raise-bid'), percent: z.number().min(1).max(500), ...ZBounds }),
  z.object({ type: z.literal('lower-bid'), percent: z.number().min(1).max(99), ...ZBounds }),
  z.object({
    type: z.literal('target-acos'),
    /** The ACoS to bid for, in percent; with profit_aware it is capped at each product's break-even ACoS. */
    target_acos: z.number().min(1).max(200),
    profit_aware: z.boolean().default(false),
    /** Fewer clicks than this in the window: no change (not enough data to estimate conversion). */
    min_clicks: z.number().int().min(1).max(10_000).default(10),
    ...ZBounds,
  }),
  // Search-term harvesting run by the rule: converting terms become exact keywords in `to_ad_group_id`
  // (a manual campaign's), wasteful ones negative exact keywords. Without conditions the thresholds below
  // decide; with conditions, they decide over each search term's figures instead: a term with orders that
  // meets them becomes an exact keyword, one without orders that meets them a negative exact keyword.
  z.object({
    type: z.literal('harvest'),
    min_orders: z.number().int().min(1).max(1000).default(2),
    target_acos: z.number().min(1).max(200).default(30),
    min_clicks: z.number().int().min(1).max(10_000).default(15),
    add_keywords: z.boolean().default(true),
    add_negatives: z.boolean().default(true),
    to_ad_group_id: z.string().trim().min(1).max(40).optional(),
    bid_minor: ZBidMinor.optional(),
  }),
]);
export type TPpcAction = z.infer<typeof ZPpcAction>;

export const ZPpcRuleInput = z.object({
  name: z.string().trim().min(1, 'Name the rule.').max(120),
  schedule: z.enum(PPC_RULE_SCHEDULES).default('daily'),
  lookback_days: z.number().int().min(1).max(PPC_LOOKBACK_MAX_DAYS).default(14),
  /** Orders and sales attributed within this many days of the click (Sponsored Products default 7). */
  attribution_window: z
    .number()
    .int()
    .refine((d) => (ATTRIBUTION_WINDOWS as readonly number[]).includes(d), 'Choose 1, 7, 14 or 30 days.')
    .default(DEFAULT_ATTRIBUTION_WINDOW),
  scope: ZPpcScope.default({ entities: 'keywords' }),
  conditions: z.array(ZPpcCondition).max(10).default([]),
  action: ZPpcAction,
});
export type TPpcRuleInput = z.input<typeof ZPpcRuleInput>;

export const ZPpcRule = ZPpcRuleInput.extend({
  id: z.uuid(),
  channel_id: z.uuid(),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_run_at: z.string().nullable(),
});
export type TPpcRule = z.infer<typeof ZPpcRule>;

export const ZPpcRuleRun = z.object({
  id: z.uuid(),
  rule_id: z.uuid(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(['running', 'done', 'failed', 'not-applied']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  evaluated: z.number().int(),
  proposed: z.number().int(),
  changes: z.array(ZPpcChangeRequest),
  error: z.string().nullable(),
});
export type TPpcRuleRun = z.infer<typeof ZPpcRuleRun>;

export const PPC_RULE_MESSAGES = {
  created: 'Rule created. Dry-run it, then enable it.',
  updated: 'Rule saved.',
  deleted: 'Rule deleted.',
  enabled: 'Rule enabled: it runs on its schedule.',
  disabled: 'Rule disabled.',
  notFound: 'No such rule in this store.',
  harvestApplied: 'Approved search terms sent to Amazon.',
  daypartingSaved: 'Dayparting saved.',
  harvestInvalid: 'Only new exact keywords and negative exact keywords can be harvested.',
} as const;
