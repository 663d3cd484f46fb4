import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { commaList, ZStoreQuery } from '../reviews/common.ts';
import { REVIEW_REQUEST_STATUSES } from './common.ts';

// GET /api/review-requests/export: the log's rows under its search and status filter, as a CSV download.

export const ZReviewRequestExportQuery = ZStoreQuery.extend({
  q: z.string().trim().max(40).optional(),
  status: commaList(z.enum(REVIEW_REQUEST_STATUSES)),
});
export const REVIEW_REQUEST_EXPORT_COLUMNS = [
  'Order ID',
  'ASINs',
  'Purchase date',
  'Status',
  'Reason',
  'Amazon error',
  'Scheduled for',
  'Window ends',
  'Done at',
  'Attempts',
] as const;

export const exportReviewRequestLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/export',
  tags: ['review requests'],
  summary: 'The log as a CSV file',
  query: ZReviewRequestExportQuery,
  produces: 'text/csv (REVIEW_REQUEST_EXPORT_COLUMNS)',
});
