import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { commaList } from '../reviews/common.ts';
import { ZPpcMetrics } from './metrics.ts';
import { PPC_MATCH_TYPES, ZPpcPage, ZPpcTableFields } from './read-common.ts';

// GET /api/ppc/keywords: keywords and product/category/auto targets (one table: both are what a click
// was bought on), of an ad group, a campaign or the store.

export const ZPpcKeywordFields = ZPpcTableFields.extend({
  match_type: commaList(z.enum(PPC_MATCH_TYPES)),
  kind: z.enum(['keyword', 'target']).optional(),
});
export const ZPpcKeywordQuery = withDateRange(ZPpcKeywordFields);
export type TPpcKeywordQuery = z.input<typeof ZPpcKeywordQuery>;

export const ZPpcKeyword = ZPpcMetrics.extend({
  /** keywordId or targetId. */
  target_id: z.string(),
  kind: z.enum(['keyword', 'target']),
  campaign_id: z.string(),
  ad_group_id: z.string(),
  campaign_name: z.string().nullable(),
  ad_group_name: z.string().nullable(),
  /** The keyword's text, or the target's expression in words. */
  text: z.string(),
  /** EXACT, PHRASE, BROAD, TARGETING_EXPRESSION or TARGETING_EXPRESSION_PREDEFINED. */
  match_type: z.string(),
  state: z.string(),
  /** Minor units; null: the ad group's default bid applies. */
  bid: z.number().nullable(),
});
export type TPpcKeyword = z.infer<typeof ZPpcKeyword>;

export const ZPpcKeywordResponse = ZEnvelope(ZPpcPage(ZPpcKeyword));
export type TPpcKeywordResponse = z.infer<typeof ZPpcKeywordResponse>;

export const ppcKeywordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/keywords',
  tags: ['ppc'],
  summary: 'Keywords and targets with their figures over the period; filter, sort, keyset pages',
  query: ZPpcKeywordQuery,
  response: ZPpcKeywordResponse,
});
