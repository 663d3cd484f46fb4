import { ZProfitReportQuery, ZReportQuery, ZSalesReportQuery } from '@seller-tools/contract';
import type { TDb } from '../../db/client.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import type { TReportFile, TScheduledReport } from '../../modules/report-schedules/send-due.ts';
import { createProfitReportService } from '../../modules/reports-sales/profit-report.service.ts';
import { createSalesReportService } from '../../modules/reports-sales/sales-report.service.ts';
import { createReportService } from '../../modules/reviews/report.service.ts';

// A scheduled mail's attachment is the report's own export (composed here, where the jobs may reach every
// module; the report-schedules module gets it injected) for the period (the same service call as the
// export endpoints), by ASIN with the totals row: what a download of /reports?group_by=asin gives.
export async function scheduledReportFile(
  db: TDb,
  report: TScheduledReport,
  store: TReviewStore,
  period: { from: string; to: string },
  format: 'csv' | 'xlsx',
): Promise<TReportFile> {
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
