import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { commaList } from '../reviews/common.ts';
import { ZPpcMetrics } from './metrics.ts';
import { PPC_TARGETING_TYPES, ZPpcPage, ZPpcTableFields } from './read-common.ts';

// GET /api/ppc/campaigns?channel_id=&from=&to= (issue 21, path and item shape fixed): the store's
// Sponsored Products campaigns with their figures over the period.

export const ZPpcCampaignFields = ZPpcTableFields.extend({
  targeting_type: commaList(z.enum(PPC_TARGETING_TYPES)),
});
export const ZPpcCampaignQuery = withDateRange(ZPpcCampaignFields);
export type TPpcCampaignQuery = z.input<typeof ZPpcCampaignQuery>;

export const ZPpcCampaign = ZPpcMetrics.extend({
  campaign_id: z.string(),
  name: z.string(),
  state: z.string(),
  /** AUTO or MANUAL. */
  targeting_type: z.string().nullable(),
  /** Minor units; null when Amazon gave none. */
  daily_budget: z.number().nullable(),
});
export type TPpcCampaign = z.infer<typeof ZPpcCampaign>;

export const ZPpcCampaignTotals = ZPpcMetrics.extend({ daily_budget: z.number() });

export const ZPpcCampaignResponse = ZEnvelope(ZPpcPage(ZPpcCampaign, ZPpcCampaignTotals));
export type TPpcCampaignResponse = z.infer<typeof ZPpcCampaignResponse>;

export const ppcCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/campaigns',
  tags: ['ppc'],
  summary: "The store's Sponsored Products campaigns with impressions, clicks, spend, sales, ACoS and more",
  query: ZPpcCampaignQuery,
  response: ZPpcCampaignResponse,
});
