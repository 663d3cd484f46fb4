import { PgBoss } from 'pg-boss';
import { connectDatabase } from '../db/client.ts';
import type { TJobName } from '../jobs/queues.ts';
import { ADS_SYNC_DAYS, importAds } from '../sync/import-ads.ts';
import type { TMarketplace, TSyncStore } from '../sync/marketplace.ts';
import { findSyncStore } from '../sync/sync-store.ts';
import { setChannelSignupStep } from './channels.ts';
import { connectStoreIn, runSandboxStages, sandboxAt, sandboxMarketplaceAt } from './sandbox-stages.ts';

// The PPC Manager's e2e (issue 21): a North America store connected to the running product's sandbox
// with both consents (SP-API and Amazon Ads), its Ads import stage run here as the initial import runs
// it (the other stages would take minutes at Amazon's report rates and the PPC pages read none of them),
// and a way to have the product's own workers run a product-wide job now instead of at its cron.

/**
 * Connects a sandbox seller's store (both consents) in the product's database, imports its Amazon Ads
 * (profile, entities, daily metrics over `days`, a month unless given) from the sandbox at `sandboxUrl`, and marks the store's
 * import done. Answers the store's id.
 */
export async function connectAdsStore(
  databaseUrl: string,
  sandboxUrl: string,
  seed: { companyId: string; sellerId: string; marketplaceId: string; days?: number },
): Promise<{ id: string }> {
  const { id } = await connectStoreIn(databaseUrl, sandboxAt(sandboxUrl), seed);
  const days = seed.days ?? ADS_SYNC_DAYS;
  await runSandboxStages(databaseUrl, id, { marketplace: sandboxMarketplaceAt(sandboxUrl) }, [
    { name: 'ads', run: (c) => importAds(c, days) },
  ]);
  await setChannelSignupStep(databaseUrl, id, 'done');
  return { id };
}

/** Runs `read` with a connected store's Ads profile and adapters pointed at the sandbox. */
async function readSandboxAds<T>(
  databaseUrl: string,
  sandboxUrl: string,
  channelId: string,
  read: (ads: { store: TSyncStore; profileId: string; marketplace: TMarketplace }) => Promise<T>,
): Promise<T> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const store = await findSyncStore(database.db, channelId);
    if (!store?.adsProfileId) throw new Error('the store has no Ads profile');
    return await read({
      store,
      profileId: store.adsProfileId,
      marketplace: sandboxMarketplaceAt(sandboxUrl),
    });
  } finally {
    await database.close();
  }
}

export type TSandboxCampaignFigures = { name: string; impressions: number; clicks: number; cost: number };

/**
 * What the sandbox's own Sponsored Products campaign report (reporting v3, spCampaigns, one SUMMARY row
 * per campaign) says of a store's campaigns from `from` to `to`: campaign id → its figures, cost in major
 * units. Independent of what the import stored: the figures the PPC Manager must show.
 */
export async function sandboxCampaignReport(
  databaseUrl: string,
  sandboxUrl: string,
  channelId: string,
  range: { from: string; to: string },
): Promise<Map<string, TSandboxCampaignFigures>> {
  const rows = await readSandboxAds(databaseUrl, sandboxUrl, channelId, ({ store, profileId, marketplace }) =>
    marketplace.adsApi.fetchReport(store, profileId, {
      name: `e2e spCampaigns ${range.from}..${range.to}`,
      startDate: range.from,
      endDate: range.to,
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spCampaigns',
        groupBy: ['campaign'],
        columns: ['campaignId', 'campaignName', 'impressions', 'clicks', 'cost'],
        timeUnit: 'SUMMARY',
        format: 'GZIP_JSON',
      },
    }),
  );
  return new Map(
    rows.map((r) => [
      String(r.campaignId),
      {
        name: String(r.campaignName ?? ''),
        impressions: Number(r.impressions ?? 0),
        clicks: Number(r.clicks ?? 0),
        cost: Number(r.cost ?? 0),
      },
    ]),
  );
}

/** The keywords' bids (major units) as the sandbox's Sponsored Products v3 API answers them now. */
export async function sandboxKeywordBids(
  databaseUrl: string,
  sandboxUrl: string,
  channelId: string,
  keywordIds: string[],
): Promise<Map<string, number | null>> {
  const read = await readSandboxAds(databaseUrl, sandboxUrl, channelId, ({ store, profileId, marketplace }) =>
    marketplace.adsApi.sp.read(store, profileId, 'keywords', { ids: keywordIds }),
  );
  return new Map(keywordIds.map((id) => [id, (read.get(id)?.bid as number | undefined) ?? null]));
}

/**
 * Runs `use` with a queue client on the product's database: what it sends, the product's own workers run
 * at their next poll.
 */
export async function withProductQueue(
  databaseUrl: string,
  use: (boss: PgBoss) => Promise<void>,
): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, supervise: false, schedule: false });
  await boss.start();
  try {
    await use(boss);
  } finally {
    await boss.stop({ graceful: false });
  }
}

/**
 * Queues a product-wide job (e.g. `ppc-rules`) on the product's queue, for its own workers to run at
 * their next poll: what its cron would do at the next tick.
 */
export async function queueProductJob(databaseUrl: string, name: TJobName): Promise<void> {
  await withProductQueue(databaseUrl, async (boss) => {
    await boss.send(name, {});
  });
}
