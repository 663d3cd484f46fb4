import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZPpcMetrics } from './metrics.ts';
import { ZPpcPage, ZPpcTableFields } from './read-common.ts';

// GET /api/ppc/products: advertised products (product ads) with their figures.

export const ZPpcProductQuery = withDateRange(ZPpcTableFields);
export type TPpcProductQuery = z.input<typeof ZPpcProductQuery>;

export const ZPpcProduct = ZPpcMetrics.extend({
  ad_id: z.string(),
  asin: z.string().nullable(),
  sku: z.string().nullable(),
  campaign_id: z.string(),
  ad_group_id: z.string(),
  campaign_name: z.string().nullable(),
  ad_group_name: z.string().nullable(),
  state: z.string(),
});
export type TPpcProduct = z.infer<typeof ZPpcProduct>;

export const ZPpcProductResponse = ZEnvelope(ZPpcPage(ZPpcProduct));
export type TPpcProductResponse = z.infer<typeof ZPpcProductResponse>;

export const ppcProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/products',
  tags: ['ppc'],
  summary: 'Advertised products (product ads) with their figures over the period',
  query: ZPpcProductQuery,
  response: ZPpcProductResponse,
});
