import type { TAdsApiClient, TAdsStore } from './ads-api-client.ts';
import type { TAdsOperation } from './usage-plans.ts';

// Sponsored Products v3 writes (PPC Manager, issue 21): PUT updates and POST creates of up to 1 000
// items per call, answered 207 with per-item success and error lists by index; and the by-id reads a
// write reconciles against. Ids stay strings (int64).

export type TSpWriteKind =
  | 'campaigns'
  | 'adGroups'
  | 'keywords'
  | 'targets'
  | 'negativeKeywords'
  | 'negativeTargets';

type TWriteDef = {
  path: string;
  mediaType: string;
  /** The list's key in the request and in the 207 answer. */
  field: string;
  /** The id's key in an update item, and in a success item (negative keywords differ). */
  idKey: string;
  successIdKey: string;
  update: TAdsOperation;
  create: TAdsOperation;
  list: { path: string; operation: TAdsOperation; field: string; idFilter: string };
};

export const SP_WRITES: Record<TSpWriteKind, TWriteDef> = {
  campaigns: {
    path: '/sp/campaigns',
    mediaType: 'application/vnd.spCampaign.v3+json',
    field: 'campaigns',
    idKey: 'campaignId',
    successIdKey: 'campaignId',
    update: 'updateSponsoredProductsCampaigns',
    create: 'createSponsoredProductsCampaigns',
    list: {
      path: '/sp/campaigns/list',
      operation: 'listSponsoredProductsCampaigns',
      field: 'campaigns',
      idFilter: 'campaignIdFilter',
    },
  },
  adGroups: {
    path: '/sp/adGroups',
    mediaType: 'application/vnd.spAdGroup.v3+json',
    field: 'adGroups',
    idKey: 'adGroupId',
    successIdKey: 'adGroupId',
    update: 'updateSponsoredProductsAdGroups',
    create: 'createSponsoredProductsAdGroups',
    list: {
      path: '/sp/adGroups/list',
      operation: 'listSponsoredProductsAdGroups',
      field: 'adGroups',
      idFilter: 'adGroupIdFilter',
    },
  },
  keywords: {
    path: '/sp/keywords',
    mediaType: 'application/vnd.spKeyword.v3+json',
    field: 'keywords',
    idKey: 'keywordId',
    successIdKey: 'keywordId',
    update: 'updateSponsoredProductsKeywords',
    create: 'createSponsoredProductsKeywords',
    list: {
      path: '/sp/keywords/list',
      operation: 'listSponsoredProductsKeywords',
      field: 'keywords',
      idFilter: 'keywordIdFilter',
    },
  },
  targets: {
    path: '/sp/targets',
    mediaType: 'application/vnd.spTargetingClause.v3+json',
    field: 'targetingClauses',
    idKey: 'targetId',
    successIdKey: 'targetId',
    update: 'updateSponsoredProductsTargetingClauses',
    create: 'createSponsoredProductsTargetingClauses',
    list: {
      path: '/sp/targets/list',
      operation: 'listSponsoredProductsTargetingClauses',
      field: 'targetingClauses',
      idFilter: 'targetIdFilter',
    },
  },
  negativeKeywords: {
    path: '/sp/negativeKeywords',
    mediaType: 'application/vnd.spNegativeKeyword.v3+json',
    field: 'negativeKeywords',
    idKey: 'keywordId',
    successIdKey: 'negativeKeywordId',
    update: 'updateSponsoredProductsNegativeKeywords',
    create: 'createSponsoredProductsNegativeKeywords',
    list: {
      path: '/sp/negativeKeywords/list',
      operation: 'listSponsoredProductsNegativeKeywords',
      field: 'negativeKeywords',
      idFilter: 'keywordIdFilter',
    },
  },
  negativeTargets: {
    path: '/sp/negativeTargets',
    mediaType: 'application/vnd.spNegativeTargetingClause.v3+json',
    field: 'negativeTargetingClauses',
    idKey: 'targetId',
    successIdKey: 'targetId',
    update: 'updateSponsoredProductsNegativeTargetingClauses',
    create: 'createSponsoredProductsNegativeTargetingClauses',
    list: {
      path: '/sp/negativeTargets/list',
      operation: 'listSponsoredProductsNegativeTargetingClauses',
      field: 'negativeTargetingClauses',
      idFilter: 'targetIdFilter',
    },
  },
};

/** One item's error as Amazon writes it: `errorType` names the selector holding reason and message. */
export type TSpItemError = {
  errorType: string;
  errorValue?: Record<string, { reason?: string; message?: string }>;
};
export type TSpWriteResult = {
  success: { index: number; id: string | null }[];
  error: { index: number; code: string; message: string; retryable: boolean }[];
};

// Amazon's own transient failures of one item: sending that item again may work.
const RETRYABLE = new Set(['internalServerError', 'throttledError']);

export function readItemErrors(errors: TSpItemError[] | undefined): {
  code: string;
  message: string;
  retryable: boolean;
} {
  const first = errors?.[0];
  if (!first)
    return { code: 'UNKNOWN', message: 'Amazon refused the change without a reason', retryable: false };
  const value = first.errorValue?.[first.errorType];
  return {
    code: value?.reason ?? first.errorType,
    message: value?.message ?? first.errorType,
    retryable: RETRYABLE.has(first.errorType),
  };
}

/** The entities as Amazon returns them; a list of what a write reads back. */
export type TSpEntityRecord = Record<string, unknown> & {
  state?: string;
  bid?: number;
  defaultBid?: number;
  budget?: { budget?: number; budgetType?: string };
  extendedData?: { lastUpdateDateTime?: string };
};

export function createSpWrites(client: TAdsApiClient) {
  return {
    /** One PUT (update) or POST (create) of up to 1 000 items; the 207's lists, by index. */
    async write(
      store: TAdsStore,
      profileId: string,
      kind: TSpWriteKind,
      mode: 'update' | 'create',
      items: Record<string, unknown>[],
    ): Promise<TSpWriteResult> {
      const def = SP_WRITES[kind];
      const answer = await client.call<
        Record<
          string,
          { success?: Record<string, unknown>[]; error?: { index: number; errors?: TSpItemError[] }[] }
        >
      >(store, def[mode], {
        method: mode === 'update' ? 'PUT' : 'POST',
        path: def.path,
        scope: profileId,
        mediaType: def.mediaType,
        body: { [def.field]: items },
      });
      const lists = answer?.[def.field] ?? {};
      return {
        success: (lists.success ?? []).map((s) => ({
          index: Number(s.index),
          id: s[def.successIdKey] === undefined ? null : String(s[def.successIdKey]),
        })),
        error: (lists.error ?? []).map((e) => ({ index: Number(e.index), ...readItemErrors(e.errors) })),
      };
    },

    /** Entities by id (any state), with Amazon's last-update time, as a map by id. */
    async read(
      store: TAdsStore,
      profileId: string,
      kind: TSpWriteKind,
      filter: { ids?: string[]; adGroupIds?: string[]; campaignIds?: string[] },
    ): Promise<Map<string, TSpEntityRecord>> {
      const def = SP_WRITES[kind];
      const found = new Map<string, TSpEntityRecord>();
      let nextToken: string | undefined;
      do {
        const page = await client.call<Record<string, unknown> & { nextToken?: string }>(
          store,
          def.list.operation,
          {
            method: 'POST',
            path: def.list.path,
            scope: profileId,
            mediaType: def.mediaType,
            body: {
              stateFilter: { include: ['ENABLED', 'PAUSED', 'ARCHIVED'] },
              includeExtendedDataFields: true,
              ...(filter.ids ? { [def.list.idFilter]: { include: filter.ids } } : {}),
              ...(filter.adGroupIds ? { adGroupIdFilter: { include: filter.adGroupIds } } : {}),
              ...(filter.campaignIds ? { campaignIdFilter: { include: filter.campaignIds } } : {}),
              ...(nextToken ? { nextToken } : {}),
            },
          },
        );
        for (const item of (page[def.list.field] as TSpEntityRecord[] | undefined) ?? [])
          found.set(String(item[def.idKey]), item);
        nextToken = page.nextToken || undefined;
      } while (nextToken);
      return found;
    },
  };
}

export type TSpWrites = ReturnType<typeof createSpWrites>;
