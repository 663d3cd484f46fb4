import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZPpcChangeRequest } from './common.ts';
import { ZPpcAttribution } from './read-common.ts';

// Search-term harvesting (issue 21): converting search terms proposed as exact keywords in a manual
// campaign's ad group, wasteful ones as negative exact keywords where they wasted the clicks.

export const ZPpcHarvestQuery = ZStoreQuery.extend({
  lookback_days: z.coerce.number().int().min(1).max(60).default(30),
  /** Orders and sales attributed within this many days (1, 7, 14 or 30). */
  attribution: ZPpcAttribution,
  /** A term converts when it has at least this many orders… */
  min_orders: z.coerce.number().int().min(1).max(1000).default(2),
  /** …at an ACoS (percent) no higher than this. */
  target_acos: z.coerce.number().min(1).max(200).default(30),
  /** A term wastes when it has at least this many clicks and no order. */
  min_clicks: z.coerce.number().int().min(1).max(10_000).default(15),
  /** Where new exact keywords go (a manual campaign's ad group); without it only negatives carry a change. */
  to_ad_group_id: z.string().trim().max(40).optional(),
  /** The new keywords' bid; default: the term's cost per click. */
  bid_minor: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type TPpcHarvestQuery = z.input<typeof ZPpcHarvestQuery>;

export const ZPpcHarvestProposal = z.object({
  kind: z.enum(['keyword', 'negative']),
  search_term: z.string(),
  campaign_id: z.string(),
  ad_group_id: z.string(),
  keyword_id: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  orders: z.number().int(),
  spend_minor: z.number().int(),
  sales_minor: z.number().int(),
  acos: z.number().nullable(),
  /** The change to approve; null for a keyword while no destination ad group is chosen. */
  change: ZPpcChangeRequest.nullable(),
});
export type TPpcHarvestProposal = z.infer<typeof ZPpcHarvestProposal>;

export const ZPpcHarvestDestination = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  ad_group_id: z.string(),
  ad_group_name: z.string(),
});

export const listPpcHarvestEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/harvest',
  tags: ['ppc'],
  summary: 'Search terms to add as exact keywords or as negative exact keywords, to approve',
  query: ZPpcHarvestQuery,
  response: ZEnvelope(
    z.object({
      items: z.array(ZPpcHarvestProposal),
      destinations: z.array(ZPpcHarvestDestination),
      currency: z.string().nullable(),
    }),
  ),
});

export const applyPpcHarvestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/harvest/apply',
  tags: ['ppc'],
  summary: 'Sends the approved harvest proposals to Amazon (logged as harvest changes)',
  body: ZStoreQuery.extend({
    items: z.array(ZPpcChangeRequest).min(1, 'Approve at least one term.').max(500),
  }),
  response: ZEnvelope(z.object({ sent: z.number().int() })),
});
