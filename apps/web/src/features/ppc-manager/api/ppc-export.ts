import { ppcExportEndpoint, type TPpcTable } from '@seller-tools/contract';
import { saveFileFrom } from '../../../lib/download';
import { call } from '../../../lib/http';
import { type TPpcRangeFilters, type TPpcTableFilters, tableQuery } from './ppc';

export type TPpcExportFormat = 'csv' | 'xlsx';

/** GET /api/ppc/export: the table with its filters and order, every row, as a file. */
export function downloadPpcTable(
  table: TPpcTable,
  channelId: string,
  range: TPpcRangeFilters,
  filters: TPpcTableFilters,
  format: TPpcExportFormat,
) {
  return saveFileFrom(`ppc-${table}-${range.from}-${range.to}.${format}`, (options) =>
    call(ppcExportEndpoint, { query: { ...tableQuery(channelId, range, filters), table, format } }, options),
  );
}
