import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';

// Amazon Ads change history as imported with the ads sync (issue 21, "where available"): every change
// Amazon recorded to the store's Sponsored Products entities. `source` says whose it was: "us" (a change
// in our change log) or "amazon" (made at Amazon: the seller in the advertising console, or another tool).
// Amounts are as Amazon states them, in the marketplace currency's major units.

export const PPC_HISTORY_SOURCES = ['us', 'amazon'] as const;
export type TPpcHistorySource = (typeof PPC_HISTORY_SOURCES)[number];
export const PPC_HISTORY_PAGE_SIZE = 50;

export const ZPpcHistoryEvent = z.object({
  /** Amazon's entity type: CAMPAIGN, AD_GROUP, KEYWORD, PRODUCT_TARGETING, NEGATIVE_KEYWORD, AD. */
  entity_type: z.string(),
  entity_id: z.string(),
  /** STATUS, BID_AMOUNT, BUDGET_AMOUNT, DEFAULT_BID_AMOUNT, … */
  change_type: z.string(),
  changed_at: z.iso.datetime(),
  previous_value: z.string().nullable(),
  new_value: z.string().nullable(),
  campaign_id: z.string().nullable(),
  ad_group_id: z.string().nullable(),
  /** Keyword text or targeting expression, when Amazon gives it. */
  label: z.string().nullable(),
  source: z.enum(PPC_HISTORY_SOURCES),
});
export type TPpcHistoryEvent = z.infer<typeof ZPpcHistoryEvent>;

export const ZPpcHistoryQuery = ZStoreQuery.extend({
  source: z.enum(PPC_HISTORY_SOURCES).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PPC_HISTORY_PAGE_SIZE),
});
export type TPpcHistoryQuery = z.input<typeof ZPpcHistoryQuery>;

export const listPpcHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/history',
  tags: ['ppc'],
  summary:
    "Amazon's change history of the store's Sponsored Products, newest first: ours and the seller's own",
  query: ZPpcHistoryQuery,
  response: ZEnvelope(
    z.object({
      items: z.array(ZPpcHistoryEvent),
      next_cursor: z.string().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});
