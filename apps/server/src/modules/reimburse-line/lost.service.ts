import {
  FINDING_EXPORT_COLUMNS,
  LOST_DEFAULT_STATUSES,
  REIMBURSE_EXPORT_MAX_ROWS,
  REIMBURSE_MESSAGES,
  type TFindingStatus,
  type TLostItem,
  type TReimburseExportFormat,
} from '@seller-tools/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, companies, reimburseCaseFindings, reimburseFindings } from '../../db/schema/index.ts';
import { decodeDeadlineCursor, encodeDeadlineCursor, NO_DEADLINE } from '../../lib/deadline-cursor.ts';
import type { TCell } from '../../lib/export/xlsx.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { reimburseEnrolled } from '../../lib/reimburse-enrolment.ts';
import { findingTextMatch, toFinding } from '../../lib/reimburse-findings.ts';
import { exportFile } from './export-file.ts';
import { findingCells } from './finding-row.ts';

// The staff's lost-in-warehouse work list: lost-not-reimbursed findings of every enrolled company, nearest
// claim deadline first (no deadline last), keyset-paged on (deadline, id).

type TFilters = { status?: TFindingStatus[] | undefined; q?: string | undefined };

export function createLostService({ db }: { db: TDb }) {
  const f = reimburseFindings;
  const deadline = sql<string>`coalesce(${f.claimDeadline}, ${NO_DEADLINE}::date)`;
  const enrolled = reimburseEnrolled(channels.companyId);

  function conditions(filters: TFilters): SQL[] {
    const where: SQL[] = [eq(f.kind, 'lost-not-reimbursed'), isNull(channels.deletedAt), enrolled];
    where.push(inArray(f.status, filters.status?.length ? filters.status : [...LOST_DEFAULT_STATUSES]));
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      where.push(
        sql`(${findingTextMatch(filters.q)} or ${companies.name} ilike ${pattern} or ${channels.sellerId} ilike ${pattern})`,
      );
    }
    return where;
  }

  async function rows(where: SQL[], limit: number) {
    const found = await db
      .select({
        finding: f,
        deadline,
        companyId: companies.id,
        companyName: companies.name,
        sellerId: channels.sellerId,
        marketplaceId: channels.marketplaceId,
        caseId: sql<
          string | null
        >`(select cf.case_id from ${reimburseCaseFindings} cf where cf.finding_id = ${f.id} and cf.active limit 1)`,
      })
      .from(f)
      .innerJoin(channels, eq(channels.id, f.channelId))
      .innerJoin(companies, eq(companies.id, channels.companyId))
      .where(and(...where))
      .orderBy(asc(deadline), asc(f.id))
      .limit(limit);
    return found.map((row) => ({
      deadline: String(row.deadline).slice(0, 10),
      item: {
        ...toFinding(row.finding),
        company_id: row.companyId,
        company_name: row.companyName,
        seller_id: row.sellerId,
        marketplace_id: row.marketplaceId,
        case_id: row.caseId,
      } satisfies TLostItem,
    }));
  }

  async function list(query: TFilters & { cursor?: string | undefined; limit: number }) {
    const where = conditions(query);
    if (query.cursor) {
      const after = decodeDeadlineCursor(query.cursor, REIMBURSE_MESSAGES.cursorInvalid);
      where.push(sql`(${deadline}, ${f.id}) > (${after.deadline}::date, ${after.id}::uuid)`);
    }
    const page = await rows(where, query.limit + 1);
    const more = page.length > query.limit;
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      items: shown.map((row) => row.item),
      next_cursor:
        more && last ? encodeDeadlineCursor({ deadline: last.deadline, id: last.item.finding_id }) : null,
    };
  }

  async function exportList(filters: TFilters & { format: TReimburseExportFormat }) {
    const found = await rows(conditions(filters), REIMBURSE_EXPORT_MAX_ROWS);
    const table: TCell[][] = [
      ['Company', 'Seller id', 'Marketplace', ...FINDING_EXPORT_COLUMNS],
      ...found.map(({ item }) => [
        item.company_name,
        item.seller_id,
        item.marketplace_id,
        ...findingCells(item),
      ]),
    ];
    return exportFile('lost-in-warehouse', 'Lost in warehouse', table, filters.format);
  }

  return { list, exportList };
}
