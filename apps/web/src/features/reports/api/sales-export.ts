import { profitReportExportEndpoint, salesReportExportEndpoint } from '@seller-tools/contract';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { call, unwrap } from '../../../lib/http';
import { profitQuery, type TProfitFilters } from './profit-report';
import type { TReportFormat } from './report-export';
import { salesQuery, type TSalesFilters } from './sales-report';

/** The file's name from the answer's Content-Disposition, else `fallback`; then the browser's download. */
function save(result: Parameters<typeof unwrap>[0], name: { value: string }) {
  saveBlob(unwrap(result) as Blob, name.value);
  return name.value;
}

/** GET /api/reports/sales/export: the Sales report's rows as a file, fetched with the session. */
export async function downloadSalesReport(channelId: string, filters: TSalesFilters, format: TReportFormat) {
  const name = { value: `sales-report-${filters.from}-to-${filters.to}.${format}` };
  const result = await call(
    salesReportExportEndpoint,
    { query: { ...salesQuery(channelId, filters), format } },
    {
      responseType: 'blob',
      onResponse: (response) => {
        name.value = fileNameOf(response.headers.get('Content-Disposition')) ?? name.value;
      },
    },
  );
  return save(result, name);
}

/** GET /api/reports/profit/export: the Profit report's rows as a file, fetched with the session. */
export async function downloadProfitReport(
  channelId: string,
  filters: TProfitFilters,
  format: TReportFormat,
) {
  const name = { value: `profit-report-${filters.from}-to-${filters.to}.${format}` };
  const result = await call(
    profitReportExportEndpoint,
    { query: { ...profitQuery(channelId, filters), format } },
    {
      responseType: 'blob',
      onResponse: (response) => {
        name.value = fileNameOf(response.headers.get('Content-Disposition')) ?? name.value;
      },
    },
  );
  return save(result, name);
}
