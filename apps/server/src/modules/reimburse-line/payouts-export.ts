import {
  PAYOUT_AUTOMATIC_LABEL,
  PAYOUT_EXPORT_COLUMNS,
  type TPayoutSummary,
  type TReimburseExportFormat,
} from '@seller-tools/contract';
import type { TCell } from '../../lib/export/xlsx.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import { exportFile } from './export-file.ts';
import { major } from './finding-row.ts';

/**
 * The payout summary's months and totals as a file, then what Amazon paid on its own per month (findings
 * in the count column, no commission).
 */
export function payoutsExportFile(
  store: TReviewStore,
  summary: TPayoutSummary,
  format: TReimburseExportFormat,
) {
  const line = (label: string, m: TPayoutSummary['totals']): TCell[] => [
    label,
    m.cases,
    major(m.recovered),
    major(m.commission),
    major(m.net),
    summary.currency,
  ];
  const rows: TCell[][] = [
    [...PAYOUT_EXPORT_COLUMNS],
    ...summary.months.map((m) => line(m.month, m)),
    line('Total', summary.totals),
    ...summary.automatic.map((m) =>
      line(`${m.month} ${PAYOUT_AUTOMATIC_LABEL}`, {
        cases: m.findings,
        recovered: m.amount,
        commission: 0,
        net: m.amount,
      }),
    ),
  ];
  return exportFile(`reimburse-payouts-${store.countryCode || store.marketplaceId}`, 'Payouts', rows, format);
}
