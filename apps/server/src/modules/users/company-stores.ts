import type { TTeamStore } from '@seller-tools/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, companies, generalCode } from '../../db/schema/index.ts';
import { storeMarketplaceCode } from '../../lib/general-code.ts';

/** The company's stores, one entry per seller id (access lists name sellers, not marketplaces). */
export async function companyStores(db: TDb, companyId: string): Promise<TTeamStore[]> {
  const rows = await db
    .select({
      sellerId: channels.sellerId,
      marketplaceId: channels.marketplaceId,
      storeName: companies.name,
      countryCode: generalCode.value2,
      countryName: generalCode.name,
    })
    .from(channels)
    .innerJoin(companies, eq(companies.id, channels.companyId))
    .leftJoin(generalCode, storeMarketplaceCode)
    .where(and(eq(channels.companyId, companyId), isNull(channels.deletedAt)))
    .orderBy(channels.sellerId, channels.createdAt);
  const bySeller = new Map<string, TTeamStore>();
  for (const row of rows) {
    const store = bySeller.get(row.sellerId) ?? {
      seller_id: row.sellerId,
      store_name: row.storeName,
      marketplaces: [],
    };
    // Like the store switcher: a marketplace missing from the code list still shows, by its id.
    store.marketplaces.push({
      marketplace_id: row.marketplaceId,
      country_code: row.countryCode ?? '',
      country_name: row.countryName ?? row.marketplaceId,
    });
    bySeller.set(row.sellerId, store);
  }
  return [...bySeller.values()];
}

/** An access list may name only the company's own stores. */
export async function areCompanyStores(
  db: TDb,
  companyId: string,
  list: string[] | null | undefined,
): Promise<boolean> {
  if (!list) return true;
  const known = new Set((await companyStores(db, companyId)).map((s) => s.seller_id));
  return list.every((sellerId) => known.has(sellerId));
}
