import { profitReportExportEndpoint, salesReportExportEndpoint } from '@seller-tools/contract';
import { saveFileFrom } from '../../../lib/download';
import { call } from '../../../lib/http';
import { periodQuery } from './period-query';
import type { TProfitFilters } from './profit-report';
import type { TReportFormat } from './report-export';
import type { TSalesFilters } from './sales-report';

/** GET /api/reports/sales/export: the Sales report's rows as a file, fetched with the session. */
export function downloadSalesReport(channelId: string, filters: TSalesFilters, format: TReportFormat) {
  return saveFileFrom(`sales-report-${filters.from}-to-${filters.to}.${format}`, (options) =>
    call(salesReportExportEndpoint, { query: { ...periodQuery(channelId, filters), format } }, options),
  );
}

/** GET /api/reports/profit/export: the Profit report's rows as a file, fetched with the session. */
export function downloadProfitReport(channelId: string, filters: TProfitFilters, format: TReportFormat) {
  return saveFileFrom(`profit-report-${filters.from}-to-${filters.to}.${format}`, (options) =>
    call(profitReportExportEndpoint, { query: { ...periodQuery(channelId, filters), format } }, options),
  );
}
