import {
  PPC_RULE_MESSAGES,
  type TPpcChangeRequest,
  type TPpcHarvestProposal,
  type TPpcHarvestQuery,
  ZPpcHarvestQuery,
} from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { adsAdGroups, adsCampaigns, adsKeywords } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/outcome.ts';
import { sameStoreRow } from '../../../lib/same-store-row.ts';
import { addDays } from '../../../sync/import-ads.ts';
import type { TPpcApply } from '../apply-port.ts';
import { minorFactor } from '../shared/ads-money.ts';
import { lastAdsDay, storeAds } from '../shared/store-ads.ts';
import { harvestProposals, type THarvestSettings, type TTermFigures } from './harvest.ts';

async function destinations(db: TDb, channelId: string) {
  return db
    .select({
      campaign_id: adsCampaigns.campaignId,
      campaign_name: adsCampaigns.name,
      ad_group_id: adsAdGroups.adGroupId,
      ad_group_name: adsAdGroups.name,
    })
    .from(adsAdGroups)
    .innerJoin(adsCampaigns, sameStoreRow(adsCampaigns, adsAdGroups, 'campaignId'))
    .where(
      and(
        eq(adsAdGroups.channelId, channelId),
        eq(adsCampaigns.targetingType, 'MANUAL'),
        sql`${adsCampaigns.state} <> 'ARCHIVED' and ${adsAdGroups.state} <> 'ARCHIVED'`,
      ),
    )
    .orderBy(adsCampaigns.name, adsAdGroups.name);
}

/** Harvest proposals of a store over the query's window (the API's list, and harvest rules). */
export async function harvestProposalsFor(
  db: TDb,
  channelId: string,
  q: z.output<typeof ZPpcHarvestQuery>,
  now: Date,
  conditions?: THarvestSettings['conditions'],
) {
  const ads = await storeAds(db, channelId);
  const currency = ads?.currency ?? null;
  const factor = minorFactor(currency);
  const to = lastAdsDay(now, ads);
  const from = addDays(to, 1 - q.lookback_days);
  const rows = await db.execute<Record<string, string | number>>(sql`
    select search_term, keyword_id, max(campaign_id) as campaign_id, max(ad_group_id) as ad_group_id,
      sum(impressions)::int as impressions, sum(clicks)::int as clicks,
      sum(coalesce(${sql.raw(`purchases_${q.attribution}d`)}, 0))::int as orders,
      round(sum(cost) * ${factor})::bigint as spend,
      round(sum(coalesce(${sql.raw(`sales_${q.attribution}d`)}, 0)) * ${factor})::bigint as sales
    from ads_search_term_metrics
    where channel_id = ${channelId} and day between ${from}::date and ${to}::date
    group by search_term, keyword_id`);
  const terms: TTermFigures[] = rows.rows.map((r) => ({
    searchTerm: String(r.search_term),
    keywordId: String(r.keyword_id),
    campaignId: String(r.campaign_id),
    adGroupId: String(r.ad_group_id),
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    orders: Number(r.orders),
    spendMinor: Number(r.spend),
    salesMinor: Number(r.sales),
  }));
  const exact = await db
    .select({ text: adsKeywords.keywordText })
    .from(adsKeywords)
    .where(
      and(
        eq(adsKeywords.channelId, channelId),
        eq(adsKeywords.matchType, 'EXACT'),
        sql`${adsKeywords.state} <> 'ARCHIVED'`,
      ),
    );
  const dests = await destinations(db, channelId);
  const dest = q.to_ad_group_id ? dests.find((d) => d.ad_group_id === q.to_ad_group_id) : undefined;
  if (q.to_ad_group_id && !dest)
    throw new AppError('invalid', 'Choose an ad group of a manual campaign of this store.');
  const items: TPpcHarvestProposal[] = harvestProposals(terms, {
    lookbackDays: q.lookback_days,
    minOrders: q.min_orders,
    targetAcos: q.target_acos,
    minClicks: q.min_clicks,
    destination: dest ? { campaignId: dest.campaign_id, adGroupId: dest.ad_group_id } : null,
    bidMinor: q.bid_minor,
    currency,
    conditions,
    existingExact: new Set(exact.map((k) => k.text.trim().toLowerCase())),
  });
  return { items, destinations: dests, currency };
}

export type TPpcHarvestDeps = { db: TDb; clock: TClock; apply?: TPpcApply | undefined };

export function createPpcHarvestService(deps: TPpcHarvestDeps) {
  const { db } = deps;

  return {
    destinations: (channelId: string) => destinations(db, channelId),

    async proposals(channelId: string, query: TPpcHarvestQuery) {
      return harvestProposalsFor(db, channelId, ZPpcHarvestQuery.parse(query), deps.clock.now());
    },

    /** Sends approved proposals to apply as harvest changes; only new (negative) exact keywords of this store's ad groups. */
    async apply(
      channelId: string,
      items: TPpcChangeRequest[],
      userId: string | null,
    ): Promise<{ sent: number }> {
      const groups = new Set(
        (
          await db
            .select({ id: adsAdGroups.adGroupId })
            .from(adsAdGroups)
            .where(eq(adsAdGroups.channelId, channelId))
        ).map((g) => g.id),
      );
      for (const item of items) {
        let entity: { match_type?: unknown; keyword_text?: unknown } = {};
        try {
          entity = JSON.parse(item.new_value);
        } catch {
          throw new AppError('invalid', PPC_RULE_MESSAGES.harvestInvalid);
        }
        const kindOk =
          item.field === 'create' &&
          ((item.entity_type === 'keyword' && entity.match_type === 'EXACT') ||
            (item.entity_type === 'negative-keyword' && entity.match_type === 'NEGATIVE_EXACT'));
        if (
          !kindOk ||
          typeof entity.keyword_text !== 'string' ||
          !item.ad_group_id ||
          !groups.has(item.ad_group_id)
        )
          throw new AppError('invalid', PPC_RULE_MESSAGES.harvestInvalid);
      }
      if (!deps.apply)
        throw new AppError('unavailable', 'Changes cannot be sent to Amazon right now. Try again later.');
      await deps.apply({
        channelId,
        source: 'harvest',
        actorUserId: userId,
        ruleRunId: null,
        changes: items,
      });
      return { sent: items.length };
    },
  };
}
