import { csv } from '../../lib/export/csv.ts';
import { type TCell, xlsx } from '../../lib/export/xlsx.ts';

/** A file for the routes to send (plugins/download.ts's shape). */
export type TDownload = { body: string | Buffer; type: string; filename: string };

/** A header and rows as the CSV or XLSX download the reports answer (sendDownload sends it). */
export async function tableFile(file: {
  format: 'csv' | 'xlsx';
  sheet: string;
  name: string;
  header: readonly string[];
  rows: TCell[][];
}): Promise<TDownload> {
  const rows: TCell[][] = [[...file.header], ...file.rows];
  return file.format === 'csv'
    ? { body: csv(rows), type: 'text/csv; charset=utf-8', filename: `${file.name}.csv` }
    : {
        body: await xlsx(file.sheet, rows),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${file.name}.xlsx`,
      };
}
