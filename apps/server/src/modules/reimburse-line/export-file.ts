import type { TReimburseExportFormat } from '@seller-tools/contract';
import { csv } from '../../lib/export/csv.ts';
import { type TCell, xlsx } from '../../lib/export/xlsx.ts';

export type TExportFile = { body: string | Buffer; type: string; filename: string };

/** The rows (header first) as the asked format, named `${name}.csv|xlsx`. */
export async function exportFile(
  name: string,
  sheet: string,
  rows: TCell[][],
  format: TReimburseExportFormat,
): Promise<TExportFile> {
  return format === 'csv'
    ? { body: csv(rows), type: 'text/csv; charset=utf-8', filename: `${name}.csv` }
    : {
        body: await xlsx(sheet, rows),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${name}.xlsx`,
      };
}
