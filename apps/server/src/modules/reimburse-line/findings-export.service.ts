import {
  FINDING_EXPORT_COLUMNS,
  REIMBURSE_EXPORT_MAX_ROWS,
  type TFindingKind,
  type TFindingStatus,
  type TReimburseExportFormat,
} from '@seller-tools/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reimburseFindings } from '../../db/schema/index.ts';
import type { TCell } from '../../lib/export/xlsx.ts';
import { findingTextMatch, toFinding } from '../../lib/reimburse-findings.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import { exportFile } from './export-file.ts';
import { findingCells } from './finding-row.ts';

export type TFindingsExportFilters = {
  kind?: TFindingKind[] | undefined;
  status?: TFindingStatus[] | undefined;
  q?: string | undefined;
  format: TReimburseExportFormat;
};

/** Every finding of the store that the filters keep, nearest deadline first, as a file. */
export async function exportFindings(db: TDb, store: TReviewStore, filters: TFindingsExportFilters) {
  const f = reimburseFindings;
  const where: SQL[] = [eq(f.channelId, store.channelId)];
  if (filters.kind?.length) where.push(inArray(f.kind, filters.kind));
  if (filters.status?.length) where.push(inArray(f.status, filters.status));
  if (filters.q) where.push(findingTextMatch(filters.q));
  const rows = await db
    .select()
    .from(f)
    .where(and(...where))
    .orderBy(sql`${f.claimDeadline} asc nulls last`, asc(f.occurredAt), asc(f.id))
    .limit(REIMBURSE_EXPORT_MAX_ROWS);
  const table: TCell[][] = [[...FINDING_EXPORT_COLUMNS], ...rows.map((row) => findingCells(toFinding(row)))];
  const name = `reimburse-findings-${store.countryCode || store.marketplaceId}`;
  return exportFile(name, 'Findings', table, filters.format);
}
