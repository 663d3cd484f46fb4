import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZPpcMetrics } from './metrics.ts';
import { ZPpcPage, ZPpcTableFields } from './read-common.ts';

// GET /api/ppc/ad-groups: ad groups with their figures (the figures of their keywords and targets), of
// one campaign (campaign_id) or of the store.

export const ZPpcAdGroupQuery = withDateRange(ZPpcTableFields);
export type TPpcAdGroupQuery = z.input<typeof ZPpcAdGroupQuery>;

export const ZPpcAdGroup = ZPpcMetrics.extend({
  ad_group_id: z.string(),
  campaign_id: z.string(),
  campaign_name: z.string().nullable(),
  name: z.string(),
  state: z.string(),
  /** Minor units. */
  default_bid: z.number().nullable(),
});
export type TPpcAdGroup = z.infer<typeof ZPpcAdGroup>;

export const ZPpcAdGroupResponse = ZEnvelope(ZPpcPage(ZPpcAdGroup));
export type TPpcAdGroupResponse = z.infer<typeof ZPpcAdGroupResponse>;

export const ppcAdGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/ad-groups',
  tags: ['ppc'],
  summary: 'Ad groups of a campaign (or the store) with their figures over the period',
  query: ZPpcAdGroupQuery,
  response: ZPpcAdGroupResponse,
});
