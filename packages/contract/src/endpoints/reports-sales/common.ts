import { z } from 'zod';
import { ZIsoDate, ZStoreQuery } from '../reviews/common.ts';

// Shared pieces of the Sales and Profit reports (issue 25, the spec's Reports module). Money is integer
// minor units of the marketplace's currency (formatMoney shows it with the §9 symbol).

export const SALES_REPORT_FORMATS = ['csv', 'xlsx'] as const;

/** A store and a period of days in the marketplace's time zone, both ends included. */
export const ZSalesPeriod = ZStoreQuery.extend({
  from: ZIsoDate,
  to: ZIsoDate,
  asin: z.string().trim().max(20).optional(),
});

/** Order statuses that are no sale: a cancelled order never shipped nor charged. */
export const NOT_A_SALE_STATUSES = ['Canceled'] as const;
