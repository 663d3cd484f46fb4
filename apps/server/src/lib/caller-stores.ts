import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { channels, generalCode } from '../db/schema/index.ts';
import { storeMarketplaceCode } from './general-code.ts';
import { canSeeStore, type TCallerStore, type TViewerAccess } from './store-access.ts';

// Every signed-in request needs its caller's stores (the shell's store calls answer from them, and every
// store-scoped check). Building them in the auth statement as JSON tripled that statement's cost in
// PostgreSQL, for a list that changes a few times in a store's life. So the auth statement reads two
// counters instead (companies.stores_version and general_code's reference version, bumped by triggers of
// migration 0012 in the same transaction as any change), and each process keeps the company's live stores
// per counter pair: a changed counter is a miss, so no process ever answers from a list older than the
// database, whichever process (or SQL console) made the change. The access policy's predicate then narrows
// the company's stores to the caller's.

/** Companies whose stores one process keeps; the least recently used goes first. */
export const CALLER_STORES_CACHE_SIZE = 10_000;

type TCompanyStore = TCallerStore & { companyId: string; deletedAt: null };

const iso = (date: Date) => date.toISOString();

export function createCallerStores(db: TDb, options: { maxCompanies?: number } = {}) {
  const maxCompanies = options.maxCompanies ?? CALLER_STORES_CACHE_SIZE;
  const companyStores = db
    .select({
      channelId: channels.id,
      sellerId: channels.sellerId,
      marketplaceId: channels.marketplaceId,
      region: channels.region,
      status: channels.status,
      signupStep: channels.signupStep,
      createdAt: channels.createdAt,
      updatedAt: channels.updatedAt,
      countryName: generalCode.name,
      countryCode: generalCode.value2,
      domain: generalCode.value7,
    })
    .from(channels)
    .leftJoin(generalCode, storeMarketplaceCode)
    .where(and(eq(channels.companyId, sql.placeholder('companyId')), isNull(channels.deletedAt)))
    .orderBy(asc(channels.createdAt), asc(channels.id))
    .prepare('company_stores');

  // Concurrent misses for one company share one load (a promise), so a burst after a change costs one query.
  const cache = new Map<string, { version: string; stores: Promise<TCompanyStore[]> }>();

  async function load(companyId: string): Promise<TCompanyStore[]> {
    const rows = await companyStores.execute({ companyId });
    return rows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      companyId,
      deletedAt: null,
    }));
  }

  function storesOf(companyId: string, version: string): Promise<TCompanyStore[]> {
    const hit = cache.get(companyId);
    if (hit && hit.version === version) {
      // Map order is insertion order: moving a hit to the end makes the first key the least recently used.
      cache.delete(companyId);
      cache.set(companyId, hit);
      return hit.stores;
    }
    const entry = { version, stores: load(companyId) };
    cache.delete(companyId);
    cache.set(companyId, entry);
    // A failed load is not kept: the next request tries again.
    entry.stores.catch(() => {
      if (cache.get(companyId) === entry) cache.delete(companyId);
    });
    if (cache.size > maxCompanies) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return entry.stores;
  }

  return {
    /**
     * The stores the viewer may see, oldest first. `version` is what the caller's auth statement read of
     * the counters in the same snapshot as the viewer's row.
     */
    async visibleTo(viewer: TViewerAccess, version: string): Promise<TCallerStore[]> {
      const stores = await storesOf(viewer.companyId, version);
      return stores
        .filter((store) => canSeeStore(viewer, store))
        .map(({ companyId: _company, deletedAt: _deleted, ...store }) => store);
    },
    /** Companies held now (for tests). */
    get size() {
      return cache.size;
    },
  };
}

export type TCallerStores = ReturnType<typeof createCallerStores>;
