import type { z } from 'zod';
import {
  adsAdGroups,
  adsCampaigns,
  adsDailyMetrics,
  adsKeywords,
  adsProductAds,
  adsProfiles,
  adsTargets,
  type TAdsMetricsLevel,
} from '../db/schema/index.ts';
import type { TAdsProfile, TSpList } from '../integrations/amazon/ads-api.ts';
import { storeProfile } from '../integrations/amazon/ads-consent.ts';
import { importAdsHistory } from './ads-history.ts';
import {
  ADS_METRIC_REPORTS,
  adGroupRow,
  campaignRow,
  keywordRow,
  METRIC_COLUMNS,
  metricsRows,
  productAdRow,
  profileRow,
  targetRow,
} from './ads-rows.ts';
import { importSearchTermWindow } from './ads-search-terms.ts';
import { validRecords } from './amazon-payloads.ts';
import {
  ZAdsAdGroup,
  ZAdsCampaign,
  ZAdsKeyword,
  ZAdsProductAd,
  ZAdsProfile,
  ZAdsReportRow,
  ZAdsTarget,
} from './amazon-records.ts';
import { bulkUpsert, upsertPerStore } from './bulk-upsert.ts';
import { eachLimited, settleAll } from './report-rows.ts';
import { checkBudget } from './stage-errors.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';
import { addCount } from './token-pages.ts';

/** Reporting v3 keeps 95 days; two days' margin for the profile's time zone against Amazon's. */
export const ADS_HISTORY_DAYS = 93;
/** The daily sync re-reads a month: Ads keeps attributing conversions to a click for 30 days. */
export const ADS_SYNC_DAYS = 31;
/** The longest range one v3 report may cover. */
const REPORT_WINDOW_DAYS = 31;
export const ADS_REPORTS_IN_FLIGHT = 4;

type TCheckpoint = { profileId: string; from: string; to: string; done: string[] };

/** The reason of an Ads stage skipped for want of the store's Ads consent (IMPORT_STAGE_REASONS). */
export const ADS_NOT_CONNECTED = 'ads_not_connected';

// Amazon Ads (Sponsored Products) of the store: its marketplace's advertising profile, the entities
// (campaigns, ad groups, keywords, targets, product ads) and daily metrics at three grains from v3
// reports. Ads is a consent of its own (issue 18): a store without it is skipped as not connected,
// with no Ads call at all. A store with no Ads profile in its marketplace simply has nothing to import.
// Finished report windows are recorded, so a restart reads only the missing ones.
export async function importAds(ctx: TStageContext, days = ADS_HISTORY_DAYS): Promise<void> {
  const { store } = ctx;
  if (!store.adsRefreshTokenEnc) {
    ctx.skipped = ADS_NOT_CONNECTED;
    return;
  }
  const profile = await findProfile(ctx);
  ctx.counts.profiles = profile ? 1 : 0;
  if (!profile) return;
  const profileId = String(profile.profileId);
  await upsertPerStore(ctx.db, adsProfiles, 'profileId', [profileRow(store.channelId, profile)]);

  const saved = ctx.checkpoint as TCheckpoint | null;
  const to = lastCompleteDay(ctx.clock.now(), profile.timezone);
  const cp: TCheckpoint =
    saved?.profileId === profileId && saved.from
      ? { ...saved, done: [...(saved.done ?? [])] }
      : { profileId, from: addDays(to, 1 - days), to, done: [] };
  await settleAll([
    importEntities(ctx, profileId),
    importMetrics(ctx, cp),
    importAdsHistory(ctx, profileId, profile.currencyCode ?? null).then((n) => {
      ctx.counts.history_events = n;
    }),
  ]);
  ctx.checkpoint = { syncedTo: cp.to };
}

/**
 * The store's profile: the one its consent recorded, while the grant still lists it; else its
 * marketplace's, the seller's own when Amazon lists several. A refused grant fails the stage (the
 * seller revoked it), as any Amazon error does.
 */
async function findProfile(ctx: TStageContext): Promise<TAdsProfile | null> {
  const { store } = ctx;
  const profiles = validRecords(
    ctx,
    'ads profile',
    ZAdsProfile,
    await ctx.marketplace.adsApi.listProfiles(store),
  );
  const recorded = profiles.find(
    (p) =>
      String(p.profileId) === store.adsProfileId &&
      p.accountInfo?.marketplaceStringId === store.marketplaceId,
  );
  return recorded ?? storeProfile(profiles, store);
}

async function importEntities(ctx: TStageContext, profileId: string): Promise<void> {
  const { adsApi } = ctx.marketplace;
  const { store } = ctx;
  const channelId = store.channelId;
  // Each entity checked against its Sponsored Products v3 schema: a malformed one is quarantined.
  const list = <K extends TSpList, T>(kind: K, label: string, schema: z.ZodType<T>) =>
    adsApi.listAll(store, profileId, kind).then((l) => validRecords(ctx, label, schema, l));
  // Five independent lists, each its own bucket: read them side by side.
  const [campaigns, adGroups, keywords, targets, productAds] = await Promise.all([
    list('campaigns', 'ads campaign', ZAdsCampaign),
    list('adGroups', 'ads ad group', ZAdsAdGroup),
    list('keywords', 'ads keyword', ZAdsKeyword),
    list('targets', 'ads target', ZAdsTarget),
    list('productAds', 'ads product ad', ZAdsProductAd),
  ]);
  const rows = {
    campaigns: campaigns.map((c) => campaignRow(channelId, profileId, c)),
    adGroups: adGroups.map((g) => adGroupRow(channelId, g)),
    keywords: keywords.map((k) => keywordRow(channelId, k)),
    targets: targets.map((t) => targetRow(channelId, t)),
    productAds: productAds.map((a) => productAdRow(channelId, a)),
  };
  const { db, counts } = ctx;
  counts.campaigns = await upsertPerStore(db, adsCampaigns, 'campaignId', rows.campaigns);
  counts.ad_groups = await upsertPerStore(db, adsAdGroups, 'adGroupId', rows.adGroups);
  counts.keywords = await upsertPerStore(db, adsKeywords, 'keywordId', rows.keywords);
  counts.targets = await upsertPerStore(db, adsTargets, 'targetId', rows.targets);
  counts.product_ads = await upsertPerStore(db, adsProductAds, 'adId', rows.productAds);
}

async function importMetrics(ctx: TStageContext, cp: TCheckpoint): Promise<void> {
  const windows: { start: string; end: string }[] = [];
  for (let start = cp.from; start <= cp.to; start = addDays(start, REPORT_WINDOW_DAYS)) {
    const end = addDays(start, REPORT_WINDOW_DAYS - 1);
    windows.push({ start, end: end < cp.to ? end : cp.to });
  }
  const levels = Object.keys(ADS_METRIC_REPORTS) as TAdsMetricsLevel[];
  const jobs: { level: TAdsMetricsLevel | 'search-term'; w: { start: string; end: string }; id: string }[] =
    levels.flatMap((level) => windows.map((w) => ({ level, w, id: `${level}:${w.start}` })));
  ctx.counts.daily_metrics ??= 0;
  ctx.counts.reports = jobs.length;
  // The search-term report (harvesting, issue 21) rides in the same windows and checkpoint.
  jobs.push(...windows.map((w) => ({ level: 'search-term' as const, w, id: `search-term:${w.start}` })));
  ctx.counts.search_terms ??= 0;
  let saving = Promise.resolve();
  await eachLimited(
    jobs.filter((j) => !cp.done.includes(j.id)),
    ADS_REPORTS_IN_FLIGHT,
    async ({ level, w, id }) => {
      checkBudget(ctx); // between reports: what is done is in the checkpoint
      if (level === 'search-term') {
        const terms = await importSearchTermWindow(ctx, cp.profileId, w);
        addCount(ctx, 'search_terms', terms);
      } else {
        const def = ADS_METRIC_REPORTS[level];
        const rows = await ctx.marketplace.adsApi.fetchReport(ctx.store, cp.profileId, {
          name: `seller-tools ${def.reportTypeId} ${w.start}..${w.end}`,
          startDate: w.start,
          endDate: w.end,
          configuration: {
            adProduct: 'SPONSORED_PRODUCTS',
            reportTypeId: def.reportTypeId,
            groupBy: def.groupBy,
            columns: [...def.columns, ...METRIC_COLUMNS],
            timeUnit: 'DAILY',
            format: 'GZIP_JSON',
          },
        });
        const written = await bulkUpsert(
          ctx.db,
          adsDailyMetrics,
          [adsDailyMetrics.channelId, adsDailyMetrics.level, adsDailyMetrics.entityId, adsDailyMetrics.day],
          metricsRows(ctx.store.channelId, level, validRecords(ctx, 'ads report row', ZAdsReportRow, rows)),
          { keyOf: (r) => `${r.entityId}|${r.day}` },
        );
        addCount(ctx, 'daily_metrics', written);
      }
      cp.done.push(id);
      const snapshot = { ...cp, done: [...cp.done].sort() };
      const counts = { ...ctx.counts, reports_done: snapshot.done.length };
      saving = saving.then(() => ctx.progress.save(counts, snapshot));
      await saving;
    },
  );
}

/** Yesterday in the profile's time zone (Ads days are the profile's days; only complete ones). */
export function lastCompleteDay(now: Date, timezone: string | undefined): string {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone ?? 'UTC' }).format(now);
  } catch {
    today = now.toISOString().slice(0, 10);
  }
  return addDays(today, -1);
}

/** YYYY-MM-DD plus `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
