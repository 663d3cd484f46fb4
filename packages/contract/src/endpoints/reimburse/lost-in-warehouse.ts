import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList } from '../reviews/common.ts';
import { ZFinding, ZFindingStatus } from './common.ts';
import { ZReimburseExportFormat } from './line-common.ts';

// GET /api/reimburse/lost-in-warehouse: the staff's work list (super-admin, reimbursement-admin): units
// lost or damaged in Amazon's warehouses and not reimbursed, across every enrolled seller (a company with
// the reimburse plan), nearest claim deadline first, keyset-paged.

export const LOST_PAGE_SIZE = 50;
export const LOST_DEFAULT_STATUSES = ['open', 'needs-action'] as const;

export const ZLostListFilters = z.object({
  status: commaList(ZFindingStatus),
  /** Company name, seller id, SKU, FNSKU, ASIN or reference id, part of it. */
  q: z.string().trim().max(60).optional(),
});

export const ZLostListQuery = ZLostListFilters.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(LOST_PAGE_SIZE),
});
export type TLostListQuery = z.input<typeof ZLostListQuery>;

export const ZLostItem = ZFinding.extend({
  company_id: z.string(),
  company_name: z.string(),
  seller_id: z.string(),
  marketplace_id: z.string(),
  /** The case the finding is in (issue 20), if any. */
  case_id: z.uuid().nullable(),
});
export type TLostItem = z.infer<typeof ZLostItem>;

export const lostInWarehouseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/lost-in-warehouse',
  tags: ['reimburse'],
  summary: 'Lost and damaged units not reimbursed, across every enrolled seller (staff)',
  query: ZLostListQuery,
  response: ZEnvelope(z.object({ items: z.array(ZLostItem), next_cursor: z.string().nullable() })),
});

export const lostInWarehouseExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/lost-in-warehouse/export',
  tags: ['reimburse'],
  summary: 'The lost-in-warehouse work list as a CSV or XLSX file (staff)',
  query: ZLostListFilters.extend({ format: ZReimburseExportFormat }),
  produces: 'text/csv or an XLSX file (attachment)',
});
