import {
  PPC_TAG_MESSAGES,
  type TPpcTagBody,
  type TPpcTaggable,
  type TPpcTagSummary,
  ZPpcTagBody,
} from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  adsAdGroups,
  adsCampaigns,
  adsKeywords,
  adsTargets,
  ppcEntityTags,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/outcome.ts';

// PPC tags: the seller's labels on the store's Ads entities (ppc_entity_tags), which rules scope by
// (rule-data.ts scopeSets). Only entities the store's import knows can be tagged.

const ID_COLUMN = {
  campaign: { table: adsCampaigns, id: adsCampaigns.campaignId, channel: adsCampaigns.channelId },
  'ad-group': { table: adsAdGroups, id: adsAdGroups.adGroupId, channel: adsAdGroups.channelId },
  keyword: { table: adsKeywords, id: adsKeywords.keywordId, channel: adsKeywords.channelId },
  target: { table: adsTargets, id: adsTargets.targetId, channel: adsTargets.channelId },
} as const;

export function createPpcTagsService(deps: { db: TDb }) {
  const { db } = deps;
  return {
    async list(channelId: string): Promise<TPpcTagSummary[]> {
      const rows = await db
        .select({
          tag: ppcEntityTags.tag,
          campaigns: sql<number>`count(*) filter (where ${ppcEntityTags.entityType} = 'campaign')::int`,
          ad_groups: sql<number>`count(*) filter (where ${ppcEntityTags.entityType} = 'ad-group')::int`,
          keywords: sql<number>`count(*) filter (where ${ppcEntityTags.entityType} = 'keyword')::int`,
          targets: sql<number>`count(*) filter (where ${ppcEntityTags.entityType} = 'target')::int`,
        })
        .from(ppcEntityTags)
        .where(eq(ppcEntityTags.channelId, channelId))
        .groupBy(ppcEntityTags.tag)
        .orderBy(sql`lower(${ppcEntityTags.tag})`);
      return rows;
    },

    async ofEntities(channelId: string, entityType: TPpcTaggable | undefined, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: ppcEntityTags.entityId, tag: ppcEntityTags.tag })
        .from(ppcEntityTags)
        .where(
          and(
            eq(ppcEntityTags.channelId, channelId),
            entityType ? eq(ppcEntityTags.entityType, entityType) : undefined,
            inArray(ppcEntityTags.entityId, [...ids]),
          ),
        )
        .orderBy(ppcEntityTags.tag);
      const byId = new Map<string, string[]>();
      for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r.tag]);
      return [...byId].map(([entity_id, tags]) => ({ entity_id, tags }));
    },

    /** Adds and removes tags on entities of the store, in one transaction; answers the entities touched. */
    async tag(channelId: string, input: TPpcTagBody): Promise<{ updated: number }> {
      const body = ZPpcTagBody.parse(input);
      const add = [...new Set(body.add)];
      const remove = [...new Set(body.remove)].filter((t) => !add.includes(t));
      if (add.length === 0 && remove.length === 0) throw new AppError('invalid', PPC_TAG_MESSAGES.nothing);
      const ids = [...new Set(body.entity_ids)];
      const col = ID_COLUMN[body.entity_type];
      const known = await db
        .select({ id: col.id })
        .from(col.table)
        .where(and(eq(col.channel, channelId), inArray(col.id, ids)));
      if (known.length !== ids.length) throw new AppError('invalid', PPC_TAG_MESSAGES.unknown);
      await db.transaction(async (tx) => {
        if (remove.length > 0)
          await tx
            .delete(ppcEntityTags)
            .where(
              and(
                eq(ppcEntityTags.channelId, channelId),
                eq(ppcEntityTags.entityType, body.entity_type),
                inArray(ppcEntityTags.entityId, ids),
                inArray(ppcEntityTags.tag, remove),
              ),
            );
        if (add.length > 0)
          await tx
            .insert(ppcEntityTags)
            .values(
              ids.flatMap((entityId) =>
                add.map((tag) => ({ channelId, entityType: body.entity_type, entityId, tag })),
              ),
            )
            .onConflictDoNothing();
      });
      return { updated: ids.length };
    },
  };
}
