import type { TCodeCommonQuery, TCodeItem } from '@seller-tools/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { CODE_CLASSES } from '../../db/reference-data.ts';
import { generalCode } from '../../db/schema/index.ts';
import { consentHost } from '../../integrations/amazon/consent.ts';
import { codeFields } from '../../lib/general-code.ts';

type TCodeRow = typeof generalCode.$inferSelect;

export type TCodesService = ReturnType<typeof createCodesService>;

/**
 * Code lists of GET /api/code/common. AMAZON_CONSENT_BASE_URL (the sandbox outside
 * production) replaces the stored Seller Central host in marketplace rows, since value_6 is where the web
 * opens the consent page.
 */
export function createCodesService(deps: { db: TDb; config: Pick<TConfig, 'AMAZON_CONSENT_BASE_URL'> }) {
  return {
    async list(query: TCodeCommonQuery): Promise<TCodeItem[]> {
      const filters: SQL[] = [eq(generalCode.class, query.class), eq(generalCode.isActive, true)];
      // value_1 narrows marketplaces to one region; for other classes it filters the same column.
      if (query.value_1) filters.push(eq(generalCode.value1, query.value_1));
      const rows = await deps.db
        .select()
        .from(generalCode)
        .where(and(...filters))
        .orderBy(asc(generalCode.sortOrder), asc(generalCode.id));
      return rows.map((row) => toItem(row, deps.config.AMAZON_CONSENT_BASE_URL));
    },
  };
}

function toItem(row: TCodeRow, consentBaseUrl: string | null): TCodeItem {
  const isMarketplace = row.class === CODE_CLASSES.marketplace;
  return {
    ...codeFields(row),
    value_6: isMarketplace ? consentHost(consentBaseUrl, row.value6) : row.value6,
  };
}
