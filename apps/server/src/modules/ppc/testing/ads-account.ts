import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from '../../../db/client.ts';
import {
  adsAdGroups,
  adsCampaigns,
  adsDailyMetrics,
  adsKeywords,
  adsProductAds,
  adsProfiles,
  adsTargets,
} from '../../../db/schema/index.ts';

// An Amazon Ads account in a store for the PPC tests, each row saying only what the test needs: every
// entity is ENABLED unless said, a keyword, target or product ad takes its campaign from its ad group, and
// a metric row takes its level, campaign and ad group from the entity it is about.

type TState = 'ENABLED' | 'PAUSED' | 'ARCHIVED';
type TInsert<TTable extends PgTable> = TTable['$inferInsert'];
/** An entity's seed: its id, and its columns other than the store, ids and campaign. */
type TEntitySeed<TTable extends PgTable, TOwn extends string> = { id: string; state?: TState } & Omit<
  TInsert<TTable>,
  'channelId' | 'campaignId' | 'adGroupId' | 'profileId' | 'state' | TOwn
>;
type TInGroup = { adGroup: string };
export type TAdsCampaignSeed = TEntitySeed<typeof adsCampaigns, never>;
export type TAdsAdGroupSeed = TEntitySeed<typeof adsAdGroups, never> & { campaign: string };
export type TAdsKeywordSeed = TEntitySeed<typeof adsKeywords, 'keywordId'> & TInGroup;
export type TAdsTargetSeed = TEntitySeed<typeof adsTargets, 'targetId'> & TInGroup;
export type TAdsProductAdSeed = TEntitySeed<typeof adsProductAds, 'adId'> & TInGroup;
/** A day of figures for the campaign, keyword, target or product ad `of`; zero impressions, clicks and cost unless given. */
export type TAdsMetricSeed = { of: string; day: string } & Partial<
  Omit<TInsert<typeof adsDailyMetrics>, 'channelId' | 'level' | 'entityId' | 'day'>
>;

export type TAdsAccountSeed = {
  profileId: string;
  campaigns: TAdsCampaignSeed[];
  adGroups: TAdsAdGroupSeed[];
  keywords?: TAdsKeywordSeed[];
  targets?: TAdsTargetSeed[];
  productAds?: TAdsProductAdSeed[];
  metrics?: TAdsMetricSeed[];
};

/** Writes the account (a US marketplace profile in Los Angeles time) for the store. */
export async function seedAds(db: TDb, channelId: string, seed: TAdsAccountSeed): Promise<void> {
  const { profileId } = seed;
  const timezone = 'America/Los_Angeles';
  await db
    .insert(adsProfiles)
    .values({ channelId, profileId, marketplaceId: 'ATVPDKIKX0DER', currencyCode: 'USD', timezone });
  const campaignOf = new Map(seed.adGroups.map((g) => [g.id, g.campaign]));
  const inGroup = (adGroupId: string) => {
    const campaignId = campaignOf.get(adGroupId);
    if (!campaignId) throw new Error(`no seeded ad group ${adGroupId}`);
    return { channelId, adGroupId, campaignId };
  };
  /** The group's entities as rows, each id under the table's own id column. */
  const groupRows = <TSeed extends { id: string } & TInGroup>(seeds: TSeed[] = [], idColumn: string) =>
    seeds.map(({ id, adGroup, ...rest }) => ({
      ...inGroup(adGroup),
      state: 'ENABLED',
      [idColumn]: id,
      ...rest,
    }));
  const keywords = groupRows(seed.keywords, 'keywordId');
  const targets = groupRows(seed.targets, 'targetId');
  const productAds = groupRows(seed.productAds, 'adId');
  await insertRows(
    db,
    adsCampaigns,
    seed.campaigns.map(({ id, ...c }) => ({ channelId, profileId, state: 'ENABLED', campaignId: id, ...c })),
  );
  await insertRows(
    db,
    adsAdGroups,
    seed.adGroups.map(({ id, campaign, ...g }) => ({ ...inGroup(id), state: 'ENABLED', ...g })),
  );
  await insertRows(db, adsKeywords, keywords as TInsert<typeof adsKeywords>[]);
  await insertRows(db, adsTargets, targets as TInsert<typeof adsTargets>[]);
  await insertRows(db, adsProductAds, productAds as TInsert<typeof adsProductAds>[]);
  const entityOf = new Map<
    string,
    Pick<TInsert<typeof adsDailyMetrics>, 'level' | 'campaignId' | 'adGroupId'>
  >([
    ...seed.campaigns.map((c) => [c.id, { level: 'campaign' as const, campaignId: c.id }] as const),
    ...[...(seed.keywords ?? []), ...(seed.targets ?? [])].map(
      (k) => [k.id, { level: 'targeting' as const, ...inGroup(k.adGroup) }] as const,
    ),
    ...(seed.productAds ?? []).map(
      (a) => [a.id, { level: 'product-ad' as const, ...inGroup(a.adGroup) }] as const,
    ),
  ]);
  const metrics = (seed.metrics ?? []).map(({ of, ...figures }) => {
    const entity = entityOf.get(of);
    if (!entity) throw new Error(`no seeded campaign, keyword, target or product ad ${of}`);
    const { level, campaignId, adGroupId } = entity;
    return {
      channelId,
      impressions: 0,
      clicks: 0,
      cost: '0',
      level,
      campaignId,
      adGroupId,
      entityId: of,
      ...figures,
    };
  });
  await insertRows(db, adsDailyMetrics, metrics);
}

/** Inserts the rows, if there are any (an insert of no rows is an error). */
async function insertRows<TTable extends PgTable>(db: TDb, table: TTable, rows: PgInsertValue<TTable>[]) {
  if (rows.length > 0) await db.insert(table).values(rows);
}
