import { ZProfitReportQuery, ZReportQuery, ZSalesReportQuery } from '@seller-tools/contract';
import type { TDb } from '../../db/client.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import type { TDownload } from '../reports-sales/export-file.ts';
import { createProfitReportService } from '../reports-sales/profit-report.service.ts';
import { createSalesReportService } from '../reports-sales/sales-report.service.ts';
import { createReportService } from '../reviews/report.service.ts';

export type TScheduledReport = 'reviews' | 'sales' | 'profit';

// A scheduled mail's attachment is the report's own export for the period (the same service call as the
// export endpoints), by ASIN with the totals row: what a download of /reports?group_by=asin gives.
export async function scheduledReportFile(
  db: TDb,
  report: TScheduledReport,
  store: TReviewStore,
  period: { from: string; to: string },
  format: 'csv' | 'xlsx',
): Promise<TDownload> {
  const base = { channel_id: store.channelId, from: period.from, to: period.to };
  if (report === 'reviews')
    return createReportService({ db }).exportFile(
      store,
      ZReportQuery.parse({ ...base, group_by: 'asin' }),
      format,
    );
  if (report === 'sales')
    return createSalesReportService({ db }).exportFile(
      store,
      ZSalesReportQuery.parse({ ...base, group_by: 'asin' }),
      format,
    );
  return createProfitReportService({ db }).exportFile(store, ZProfitReportQuery.parse(base), format);
}
