/** A store of the switcher: one marketplace of one seller account, as the list shows it. */
export interface TStoreOption {
  /** Unique per seller account and marketplace. */
  key: string;
  sellerId: string;
  marketplaceId: string;
  companyName: string;
  countryCode: string;
  countryName: string;
  isFavorite: boolean;
}

export interface TStoreGroup {
  companyName: string;
  stores: TStoreOption[];
}

/**
 * Stores grouped by company name in first-seen order, keeping only companies whose name contains the
 * search, case-insensitively (spec §2: the search matches the company name).
 */
export function groupStores(stores: readonly TStoreOption[], search: string): TStoreGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, TStoreGroup>();
  for (const store of stores) {
    if (needle && !store.companyName.toLowerCase().includes(needle)) continue;
    let group = groups.get(store.companyName);
    if (!group) {
      group = { companyName: store.companyName, stores: [] };
      groups.set(store.companyName, group);
    }
    group.stores.push(store);
  }
  return [...groups.values()];
}
