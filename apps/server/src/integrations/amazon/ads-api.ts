import { parseAdsJson, type TAdsApiClient, type TAdsStore } from './ads-api-client.ts';
import { AdsApiError } from './ads-api-errors.ts';
import { createSpWrites } from './ads-sp-writes.ts';
import { ReportTooLargeError, readBounded } from './bounded-gunzip.ts';
import { realTime, type TLimiterTime } from './rate-limiter.ts';
import type { TAdsOperation } from './usage-plans.ts';

// The Amazon Ads operations the sync uses (docs/amazon-reference.md, "Amazon Ads API"), typed to the
// fields we read. Ids may arrive as numbers or strings (v2 numbers, v3 strings): callers String() them.

type TId = string | number;
export type TAdsProfile = {
  profileId: TId;
  countryCode?: string;
  currencyCode?: string;
  timezone?: string;
  accountInfo?: { marketplaceStringId?: string; id?: string; type?: string; name?: string };
};
type TExtended = { extendedData?: { servingStatus?: string } };
export type TAdsCampaign = TExtended & {
  campaignId: TId;
  name: string;
  targetingType?: string;
  state: string;
  startDate?: string;
  endDate?: string | null;
  budget?: { budget?: number; budgetType?: string };
  dynamicBidding?: { strategy?: string };
};
export type TAdsAdGroup = TExtended & {
  adGroupId: TId;
  campaignId: TId;
  name: string;
  state: string;
  defaultBid?: number;
};
export type TAdsKeyword = {
  keywordId: TId;
  adGroupId: TId;
  campaignId: TId;
  keywordText: string;
  matchType: string;
  state: string;
  bid?: number;
};
export type TAdsTarget = {
  targetId: TId;
  adGroupId: TId;
  campaignId: TId;
  expressionType: string;
  expression: { type: string; value?: string }[];
  resolvedExpression?: { type: string; value?: string }[];
  state: string;
  bid?: number;
};
export type TAdsProductAd = {
  adId: TId;
  adGroupId: TId;
  campaignId: TId;
  asin?: string;
  sku?: string;
  state: string;
};

/** Sponsored Products v3 list endpoints: path, media type, and the key of the answer's list. */
export const SP_LISTS = {
  campaigns: {
    operation: 'listSponsoredProductsCampaigns',
    path: '/sp/campaigns/list',
    mediaType: 'application/vnd.spCampaign.v3+json',
    field: 'campaigns',
    extended: true,
  },
  adGroups: {
    operation: 'listSponsoredProductsAdGroups',
    path: '/sp/adGroups/list',
    mediaType: 'application/vnd.spAdGroup.v3+json',
    field: 'adGroups',
    extended: true,
  },
  keywords: {
    operation: 'listSponsoredProductsKeywords',
    path: '/sp/keywords/list',
    mediaType: 'application/vnd.spKeyword.v3+json',
    field: 'keywords',
    extended: false,
  },
  targets: {
    operation: 'listSponsoredProductsTargetingClauses',
    path: '/sp/targets/list',
    mediaType: 'application/vnd.spTargetingClause.v3+json',
    field: 'targetingClauses',
    extended: false,
  },
  productAds: {
    operation: 'listSponsoredProductsProductAds',
    path: '/sp/productAds/list',
    mediaType: 'application/vnd.spProductAd.v3+json',
    field: 'productAds',
    extended: false,
  },
} as const satisfies Record<
  string,
  { operation: TAdsOperation; path: string; mediaType: string; field: string; extended: boolean }
>;
export type TSpList = keyof typeof SP_LISTS;
export type TSpEntity = {
  campaigns: TAdsCampaign;
  adGroups: TAdsAdGroup;
  keywords: TAdsKeyword;
  targets: TAdsTarget;
  productAds: TAdsProductAd;
};

export const ADS_REPORT_REQUEST_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
const ADS_REPORT_RESPONSE_TYPE = 'application/vnd.createasyncreportresponse.v3+json';
/** The report-status call answers its own media type (reporting v3's getAsyncReport). */
export const ADS_REPORT_STATUS_TYPE = 'application/vnd.getasyncreportresponse.v3+json';

export type TAdsReportRequest = {
  name: string;
  /** YYYY-MM-DD, in the profile's time zone; at most 31 days apart. */
  startDate: string;
  endDate: string;
  configuration: {
    adProduct: 'SPONSORED_PRODUCTS';
    reportTypeId: string;
    groupBy: string[];
    columns: string[];
    timeUnit: 'DAILY' | 'SUMMARY';
    format: 'GZIP_JSON';
    filters?: { field: string; values: string[] }[];
  };
};
type TAdsReport = { reportId: string; status: string; url?: string | null; failureReason?: string | null };

/** Archived entities stay listed: their metrics are history too. */
const ALL_STATES = { include: ['ENABLED', 'PAUSED', 'ARCHIVED'] };

/** The change history's Sponsored Products event types (THEME needs v1.1 and is Sponsored Brands'). */
export const ADS_HISTORY_EVENT_TYPES = [
  'CAMPAIGN',
  'AD_GROUP',
  'KEYWORD',
  'PRODUCT_TARGETING',
  'NEGATIVE_KEYWORD',
  'AD',
] as const;

export function createAdsApi(deps: { client: TAdsApiClient; fetch?: typeof fetch; time?: TLimiterTime }) {
  const { client } = deps;
  const doFetch = deps.fetch ?? fetch;
  const time = deps.time ?? realTime;

  const report = (store: TAdsStore, profileId: string, reportId: string) =>
    client.call<TAdsReport>(store, 'getAsyncReport', {
      path: `/reporting/reports/${encodeURIComponent(reportId)}`,
      scope: profileId,
      accept: ADS_REPORT_STATUS_TYPE,
    });

  async function createReport(store: TAdsStore, profileId: string, request: TAdsReportRequest) {
    try {
      const created = await client.call<TAdsReport>(store, 'createAsyncReport', {
        method: 'POST',
        path: '/reporting/reports',
        scope: profileId,
        mediaType: ADS_REPORT_REQUEST_TYPE,
        accept: ADS_REPORT_RESPONSE_TYPE,
        body: request,
      });
      return created.reportId;
    } catch (err) {
      // The same request is still pending (a run cut short made it): wait for that one instead.
      const duplicate =
        err instanceof AdsApiError && err.status === 425
          ? /duplicate of\s*:\s*(\S+)/i.exec(err.message)?.[1]
          : undefined;
      if (duplicate) return duplicate;
      throw err;
    }
  }

  return {
    /**
     * Amazon Ads change history (POST /history) of the profile's Sponsored Products entities between two
     * instants (ms, at most 90 days back), oldest first, every page.
     */
    async history(
      store: TAdsStore,
      profileId: string,
      range: { fromMs: number; toMs: number },
    ): Promise<Record<string, unknown>[]> {
      const all: Record<string, unknown>[] = [];
      let nextToken: string | undefined;
      do {
        const page = await client.call<{ events?: Record<string, unknown>[]; nextToken?: string }>(
          store,
          'getHistory',
          {
            method: 'POST',
            path: '/history',
            scope: profileId,
            body: {
              eventTypes: Object.fromEntries(ADS_HISTORY_EVENT_TYPES.map((t) => [t, {}])),
              fromDate: range.fromMs,
              toDate: range.toMs,
              count: 200,
              sort: { key: 'DATE', direction: 'ASC' },
              ...(nextToken ? { nextToken } : {}),
            },
          },
        );
        all.push(...(page.events ?? []));
        nextToken = page.nextToken || undefined;
      } while (nextToken);
      return all;
    },

    /** Sponsored Products v3 writes and by-id reads (PPC Manager). */
    sp: createSpWrites(client),

    listProfiles: (store: TAdsStore) =>
      client.call<TAdsProfile[]>(store, 'listProfiles', { path: '/v2/profiles' }),

    /** Every entity of a kind in the profile, page after page. */
    async listAll<K extends TSpList>(store: TAdsStore, profileId: string, kind: K): Promise<TSpEntity[K][]> {
      const list = SP_LISTS[kind];
      const all: TSpEntity[K][] = [];
      let nextToken: string | undefined;
      do {
        const page = await client.call<Record<string, unknown> & { nextToken?: string }>(
          store,
          list.operation,
          {
            method: 'POST',
            path: list.path,
            scope: profileId,
            mediaType: list.mediaType,
            body: {
              stateFilter: ALL_STATES,
              ...(list.extended ? { includeExtendedDataFields: true } : {}),
              ...(nextToken ? { nextToken } : {}),
            },
          },
        );
        all.push(...((page[list.field] as TSpEntity[K][] | undefined) ?? []));
        nextToken = page.nextToken || undefined;
      } while (nextToken);
      return all;
    },

    /**
     * Requests a v3 report, waits until Amazon has made it, and returns its rows (GZIP JSON). A
     * report Amazon could not make fails the call.
     */
    async fetchReport(
      store: TAdsStore,
      profileId: string,
      request: TAdsReportRequest,
    ): Promise<Record<string, unknown>[]> {
      const reportId = await createReport(store, profileId, request);
      let waitMs = 1000;
      for (let downloads = 0; ; ) {
        const status = await report(store, profileId, reportId);
        if (status.status === 'FAILED')
          throw new AdsApiError('server', 'getAsyncReport', status.failureReason ?? 'the report failed');
        if (status.status === 'COMPLETED' && status.url) {
          // The URL lives minutes: on a failed download, ask for a fresh one.
          try {
            return await download(status.url);
          } catch (err) {
            if (err instanceof ReportTooLargeError) throw err; // the same report again is as large
            if (++downloads >= 5)
              throw new AdsApiError('network', 'adsReportDocument', 'the report could not be read', {
                cause: err,
              });
            await time.sleep(500 * 2 ** downloads);
            continue;
          }
        }
        await time.sleep(waitMs);
        // Amazon's reports take seconds to minutes: poll gently, and never beyond half a minute apart.
        waitMs = Math.min(30_000, Math.round(waitMs * 1.5));
      }
    },
  };

  async function download(url: string): Promise<Record<string, unknown>[]> {
    // A pre-signed URL: no Amazon headers (a storage host refuses what it did not sign).
    const response = await doFetch(url, { signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    // GZIP by its magic bytes (a client or a proxy may already have inflated it); streamed and capped.
    const text = await readBounded(response.body, { gzip: 'auto' });
    const rows = parseAdsJson(text);
    if (!Array.isArray(rows)) throw new Error('the report is not a JSON list');
    return rows as Record<string, unknown>[];
  }
}

export type TAdsApi = ReturnType<typeof createAdsApi>;
