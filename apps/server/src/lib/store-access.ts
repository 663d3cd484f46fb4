import { CHANNEL_MESSAGES } from '@seller-tools/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { CODE_CLASSES } from '../db/reference-data.ts';
import { channels, generalCode, users } from '../db/schema/index.ts';
import type { TAuth } from './auth.ts';

// Every review call names a store. The caller may read it only when it belongs to their company, is
// connected (not deleted), and, when their access_channel_list is set, its seller is on that list. Any
// other store answers the same 403 as the shell's store calls, revealing nothing about it.

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

export type TStoreOutcome = { ok: true; store: TReviewStore } | { ok: false; status: 403; message: string };

const FORBIDDEN: TStoreOutcome = { ok: false, status: 403, message: CHANNEL_MESSAGES.storeForbidden };

// Every review call checks its store first: a prepared statement, planned once per connection, kept per
// database (tests build several).
function prepareStoreLookup(db: TDb) {
  return db
    .select({
      channelId: channels.id,
      companyId: channels.companyId,
      sellerId: channels.sellerId,
      marketplaceId: channels.marketplaceId,
      signupStep: channels.signupStep,
      countryCode: generalCode.value2,
      domain: generalCode.value7,
      accessChannelList: users.accessChannelList,
    })
    .from(channels)
    .innerJoin(users, eq(users.id, sql.placeholder('userId')))
    .leftJoin(
      generalCode,
      and(eq(generalCode.class, CODE_CLASSES.marketplace), eq(generalCode.code, channels.marketplaceId)),
    )
    .where(
      and(
        eq(channels.id, sql.placeholder('channelId')),
        eq(channels.companyId, sql.placeholder('companyId')),
        isNull(channels.deletedAt),
      ),
    )
    .limit(1)
    .prepare('resolve_store');
}
const storeLookups = new WeakMap<TDb, ReturnType<typeof prepareStoreLookup>>();

export async function resolveStore(db: TDb, auth: TAuth, channelId: string): Promise<TStoreOutcome> {
  let lookup = storeLookups.get(db);
  if (!lookup) {
    lookup = prepareStoreLookup(db);
    storeLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ userId: auth.userId, channelId, companyId: auth.companyId });
  if (!row) return FORBIDDEN;
  if (row.accessChannelList !== null && !row.accessChannelList.includes(row.sellerId)) return FORBIDDEN;
  return {
    ok: true,
    store: {
      channelId: row.channelId,
      companyId: row.companyId,
      sellerId: row.sellerId,
      marketplaceId: row.marketplaceId,
      countryCode: row.countryCode ?? '',
      domain: row.domain || 'amazon.com',
      signupStep: row.signupStep,
    },
  };
}

export const productUrl = (domain: string, asin: string) =>
  `https://www.${domain}/dp/${encodeURIComponent(asin)}`;
export const reviewUrl = (domain: string, reviewId: string) =>
  `https://www.${domain}/gp/customer-reviews/${encodeURIComponent(reviewId)}`;

/** The ids of every store the caller may see (their company's, narrowed by access_channel_list). */
export async function visibleChannelIds(db: TDb, auth: TAuth): Promise<string[]> {
  const rows = await db
    .select({ id: channels.id, sellerId: channels.sellerId, access: users.accessChannelList })
    .from(channels)
    .innerJoin(users, eq(users.id, auth.userId))
    .where(and(eq(channels.companyId, auth.companyId), isNull(channels.deletedAt)));
  return rows.filter((r) => r.access === null || r.access.includes(r.sellerId)).map((r) => r.id);
}
