import { CHANNEL_MESSAGES } from '@seller-tools/contract';
import { and, eq, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { channels, users } from '../db/schema/index.ts';
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

/**
 * The stores each user matched by `who` (a condition on `users`) may see, the user's own company being the
 * one they act for: what mail recipients get told about, by the same policy as the app.
 */
export async function visibleStoresByUser(db: TDb, who: SQL | undefined): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: users.id, channelId: channels.id })
    .from(users)
    .innerJoin(channels, storeVisibleTo(users.companyId))
    .where(who);
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.channelId]);
  return byUser;
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
 * A store the caller may see, known before any handler runs (lib/caller-stores.ts, from the request's auth
 * statement): store-scoped checks and the store calls need no query of their own.
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
