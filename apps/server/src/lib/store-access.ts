import { CHANNEL_MESSAGES } from '@seller-tools/contract';
import { and, eq, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { CODE_CLASSES } from '../db/reference-data.ts';
import { channels, generalCode, users } from '../db/schema/index.ts';
import { failure, type Outcome, success } from './outcome.ts';

// Who sees which store, said once (issue 16). A user sees a store when it belongs to the company they act
// for, is connected (not deleted), and, when their access_channel_list is set, its seller is on that list
// (an empty list sees none). Being a company admin changes nothing here: a user whose list is unset, as the
// one who registered the company has it, sees all of the company's stores. The rule exists in two forms
// that the policy test holds to the same answers: a SQL condition for queries that list stores or
// recipients, and a predicate for one store already read. Any other store answers the same 403, revealing
// nothing about it.

/** What the predicate reads of the viewer: their company and their user row's store list. */
export type TViewerAccess = { companyId: string; accessChannelList: string[] | null };
/** What the predicate reads of a store row. */
export type TStoreFacts = { companyId: string; sellerId: string; deletedAt: Date | null };

/** The policy for one store already read. */
export function canSeeStore(viewer: TViewerAccess, store: TStoreFacts): boolean {
  return (
    store.companyId === viewer.companyId &&
    store.deletedAt === null &&
    (viewer.accessChannelList === null || viewer.accessChannelList.includes(store.sellerId))
  );
}

/**
 * The policy as a condition on `channels`, for a query that also has the viewer's `users` row (joined
 * by id, or every user when listing recipients). `companyId` is the company the viewer acts for: their
 * session's, or `users.companyId` when the query walks users.
 */
export function storeVisibleTo(companyId: string | SQLWrapper): SQL {
  return and(
    eq(channels.companyId, companyId),
    isNull(channels.deletedAt),
    // = any() of an empty list is false: a member with no stores sees none.
    or(isNull(users.accessChannelList), sql`${channels.sellerId} = any(${users.accessChannelList})`),
  ) as SQL;
}

export type TReviewStore = {
  channelId: string;
  companyId: string;
  sellerId: string;
  marketplaceId: string;
  countryCode: string;
  /** Amazon's site of the marketplace, e.g. amazon.co.uk. */
  domain: string;
  signupStep: string;
};

const forbidden = () => failure('forbidden', CHANNEL_MESSAGES.storeForbidden);

export const productUrl = (domain: string, asin: string) =>
  `https://www.${domain}/dp/${encodeURIComponent(asin)}`;
export const reviewUrl = (domain: string, reviewId: string) =>
  `https://www.${domain}/gp/customer-reviews/${encodeURIComponent(reviewId)}`;

/**
 * A store the caller may see, as the request's auth statement reads them all at once (one round trip for
 * the session and its stores): store-scoped checks and the store calls need no query of their own.
 */
export type TCallerStore = {
  channelId: string;
  sellerId: string;
  marketplaceId: string;
  region: string;
  status: string;
  signupStep: string;
  /** UTC, ISO 8601. */
  createdAt: string;
  updatedAt: string;
  countryName: string | null;
  countryCode: string | null;
  /** Amazon's site of the marketplace, e.g. amazon.co.uk. */
  domain: string | null;
};

/**
 * The policy as a correlated subquery of a statement that reads the caller's `users` row joined to other
 * tables (drizzle qualifies column names only in a statement with joins, and the subquery's `channels.id`
 * must not be taken for `users.id`): every store they may see as a JSON array, oldest first.
 */
export function callerStoresJson(): SQL<TCallerStore[]> {
  return sql<TCallerStore[]>`(
    select coalesce(
      json_agg(
        json_build_object(
          'channelId', ${channels.id},
          'sellerId', ${channels.sellerId},
          'marketplaceId', ${channels.marketplaceId},
          'region', ${channels.region},
          'status', ${channels.status},
          'signupStep', ${channels.signupStep},
          'createdAt', to_char(${channels.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'updatedAt', to_char(${channels.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'countryName', ${generalCode.name},
          'countryCode', ${generalCode.value2},
          'domain', ${generalCode.value7}
        )
        order by ${channels.createdAt}, ${channels.id}
      ),
      '[]'::json
    )
    from ${channels}
    left join ${generalCode}
      on ${generalCode.class} = ${CODE_CLASSES.marketplace} and ${generalCode.code} = ${channels.marketplaceId}
    where ${storeVisibleTo(users.companyId)}
  )`;
}

/** The store named by id among the caller's stores; else the one 403 every store call answers. */
export function callerStore(
  auth: { companyId: string; stores: readonly TCallerStore[] },
  channelId: string,
): Outcome<TReviewStore> {
  const store = auth.stores.find((s) => s.channelId === channelId);
  if (!store) return forbidden();
  return success({
    channelId: store.channelId,
    companyId: auth.companyId,
    sellerId: store.sellerId,
    marketplaceId: store.marketplaceId,
    countryCode: store.countryCode ?? '',
    domain: store.domain || 'amazon.com',
    signupStep: store.signupStep,
  });
}
