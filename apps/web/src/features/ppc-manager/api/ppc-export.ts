import { ppcExportEndpoint, type TPpcTable } from '@seller-tools/contract';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { call, unwrap } from '../../../lib/http';
import { type TPpcRangeFilters, type TPpcTableFilters, tableQuery } from './ppc';

export type TPpcExportFormat = 'csv' | 'xlsx';

/** GET /api/ppc/export: the table with its filters and order, every row, as a file. */
export async function downloadPpcTable(
  table: TPpcTable,
  channelId: string,
  range: TPpcRangeFilters,
  filters: TPpcTableFilters,
  format: TPpcExportFormat,
) {
  let fileName = `ppc-${table}-${range.from}-${range.to}.${format}`;
  const result = await call(
    ppcExportEndpoint,
    { query: { ...tableQuery(channelId, range, filters), table, format } },
    {
      responseType: 'blob',
      onResponse: (response) => {
        fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
      },
    },
  );
  saveBlob(unwrap(result) as Blob, fileName);
  return fileName;
}
