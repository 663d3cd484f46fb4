import { PPC_MESSAGES, type TPpcHistoryEvent, type ZPpcHistoryQuery } from '@seller-tools/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { adsChangeHistory } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/outcome.ts';
import { decodePpcCursor, encodePpcCursor } from '../ppc-cursor.ts';
import { storeAds } from '../shared/store-ads.ts';

// The imported Amazon Ads change history of a store, newest first, keyset-paged on (time, row key).

const rowKey = (r: { entityType: string; entityId: string; changeType: string }) =>
  `${r.entityType}|${r.entityId}|${r.changeType}`;

export async function listAdsHistory(
  db: TDb,
  channelId: string,
  q: z.output<typeof ZPpcHistoryQuery>,
): Promise<{ items: TPpcHistoryEvent[]; next_cursor: string | null; currency: string | null }> {
  const cursor = q.cursor ? decodePpcCursor(q.cursor, 'string') : null;
  if (q.cursor && !cursor) throw new AppError('invalid', PPC_MESSAGES.cursorInvalid);
  const key = sql`${adsChangeHistory.entityType} || '|' || ${adsChangeHistory.entityId} || '|' || ${adsChangeHistory.changeType}`;
  const rows = await db
    .select()
    .from(adsChangeHistory)
    .where(
      and(
        eq(adsChangeHistory.channelId, channelId),
        q.source ? eq(adsChangeHistory.source, q.source) : undefined,
        cursor
          ? sql`(${adsChangeHistory.changedAt}, ${key}) < (${String(cursor.key)}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(adsChangeHistory.changedAt), desc(key))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      entity_type: r.entityType,
      entity_id: r.entityId,
      change_type: r.changeType,
      changed_at: r.changedAt.toISOString(),
      previous_value: r.previousValue,
      new_value: r.newValue,
      campaign_id: r.campaignId,
      ad_group_id: r.adGroupId,
      label: r.label,
      source: r.source === 'us' ? 'us' : 'amazon',
    })),
    next_cursor:
      rows.length > q.limit && last
        ? encodePpcCursor({ key: last.changedAt.toISOString(), id: rowKey(last) })
        : null,
    currency: (await storeAds(db, channelId))?.currency ?? null,
  };
}
