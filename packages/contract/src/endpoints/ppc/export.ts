import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { commaList } from '../reviews/common.ts';
import { ZPpcKeywordFields } from './keywords.ts';
import { PPC_EXPORT_FORMATS, PPC_TARGETING_TYPES } from './read-common.ts';

// GET /api/ppc/export?table=…&format=csv|xlsx: a PPC table with the same filters and sort, every row
// (up to PPC_EXPORT_MAX_ROWS), as a download; the last row holds the totals.

export const PPC_TABLES = ['campaigns', 'ad-groups', 'keywords', 'products'] as const;
export type TPpcTable = (typeof PPC_TABLES)[number];
export const PPC_EXPORT_MAX_ROWS = 100_000;

export const ZPpcExportQuery = withDateRange(
  ZPpcKeywordFields.extend({
    table: z.enum(PPC_TABLES),
    format: z.enum(PPC_EXPORT_FORMATS),
    targeting_type: commaList(z.enum(PPC_TARGETING_TYPES)),
  }),
);
export type TPpcExportQuery = z.input<typeof ZPpcExportQuery>;

export const ppcExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/export',
  tags: ['ppc'],
  summary: 'A PPC table (campaigns, ad groups, keywords or products) as a CSV or XLSX file',
  query: ZPpcExportQuery,
  produces: 'text/csv or an XLSX file (attachment)',
});
