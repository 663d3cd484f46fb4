import { z } from 'zod';
import { withDateRange } from '../../validation/date-range.ts';
import { commaList, ZIsoDate, ZStoreQuery } from '../reviews/common.ts';
import { ATTRIBUTION_WINDOWS, DEFAULT_ATTRIBUTION_WINDOW } from './common.ts';
import { ZPpcMetrics } from './metrics.ts';

// The read side of PPC Manager (issue 21): every call names the store (channel_id) and a period of days
// in the user's PPC time zone (user info ppc_timezone); without from/to it is the last 30 days up to today
// there. Ads report days are the advertising profile's days (Amazon cuts them in the profile's time zone,
// which for a marketplace is the same zone the PPC default names), taken as they are; our own orders (TACoS)
// are cut at midnight in the PPC time zone. Sales and orders are those attributed within the chosen window.

export const PPC_DEFAULT_DAYS = 30;
export const PPC_PAGE_SIZE = 50;
export const PPC_PAGE_MAX = 200;

export const PPC_STATES = ['ENABLED', 'PAUSED', 'ARCHIVED'] as const;
export const PPC_MATCH_TYPES = [
  'EXACT',
  'PHRASE',
  'BROAD',
  'TARGETING_EXPRESSION',
  'TARGETING_EXPRESSION_PREDEFINED',
] as const;
export const PPC_TARGETING_TYPES = ['AUTO', 'MANUAL'] as const;
export const PPC_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

export const PPC_MESSAGES = {
  cursorInvalid: 'This page link is no longer valid; reload the list.',
  notConnected: 'Advertising not connected',
} as const;

export const ZPpcAttribution = z.coerce
  .number()
  .refine((d) => (ATTRIBUTION_WINDOWS as readonly number[]).includes(d), 'Choose 1, 7, 14 or 30 days.')
  .default(DEFAULT_ATTRIBUTION_WINDOW);

/** Store, period and attribution window, the part every PPC read shares. */
export const ZPpcRangeFields = ZStoreQuery.extend({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  attribution: ZPpcAttribution,
});
export const ZPpcRangeQuery = withDateRange(ZPpcRangeFields);
export type TPpcRangeQuery = z.input<typeof ZPpcRangeQuery>;

/** Columns a PPC table sorts on: the figures, and the row's name. */
export const PPC_SORTS = [
  'name',
  'impressions',
  'clicks',
  'spend',
  'sales',
  'orders',
  'acos',
  'roas',
  'cpc',
  'ctr',
  'cvr',
] as const;
export type TPpcSort = (typeof PPC_SORTS)[number];

const optionalMinor = z.coerce.number().int().min(0).max(1e12).optional();
const optionalCount = z.coerce.number().int().min(0).max(1e12).optional();
const optionalRatio = z.coerce.number().min(0).max(1000).optional();

/** Filters and paging of every PPC table; each table adds its own filters. */
export const ZPpcTableFields = ZPpcRangeFields.extend({
  /** Part of the name (campaign, ad group), keyword text/expression, ASIN or SKU. */
  q: z.string().trim().max(200).optional(),
  state: commaList(z.enum(PPC_STATES)),
  campaign_id: z.string().trim().max(40).optional(),
  ad_group_id: z.string().trim().max(40).optional(),
  min_impressions: optionalCount,
  min_clicks: optionalCount,
  min_orders: optionalCount,
  max_orders: optionalCount,
  /** Minor units. */
  min_spend: optionalMinor,
  /** ACoS as a fraction (0.3 = 30 %); rows without sales have no ACoS and fall outside either bound. */
  min_acos: optionalRatio,
  max_acos: optionalRatio,
  sort: z.enum(PPC_SORTS).default('spend'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(PPC_PAGE_MAX).default(PPC_PAGE_SIZE),
});

export const ZPpcPage = <T extends z.ZodType>(item: T, totals: z.ZodType = ZPpcMetrics) =>
  z.object({
    /** The profile's currency (money fields are its minor units); null before any profile was imported. */
    currency: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    attribution: z.number(),
    items: z.array(item),
    /** Every row matching the filters summed (not only this page), ratios recomputed. */
    totals,
    total_count: z.number(),
    next_cursor: z.string().nullable(),
  });
