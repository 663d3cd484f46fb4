import { defineEndpoint } from '../../endpoint.ts';
import { ZReimburseExportFormat } from './line-common.ts';
import { ZFindingListQuery } from './list-findings.ts';

// GET /api/reimburse/findings/export?channel_id&kind&status&q&format: the filtered list as a CSV/XLSX file
// (every page, not only the one on screen). Needs the reimburse plan.

export const ZFindingsExportQuery = ZFindingListQuery.omit({ cursor: true, limit: true }).extend({
  format: ZReimburseExportFormat,
});

export const findingsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/findings/export',
  tags: ['reimburse'],
  summary: "A store's findings (filtered) as a CSV or XLSX file",
  query: ZFindingsExportQuery,
  produces: 'text/csv or an XLSX file (attachment)',
});
