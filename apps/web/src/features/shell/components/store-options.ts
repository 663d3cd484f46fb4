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

function matches(store: TStoreOption, needle: string): boolean {
  return (
    store.companyName.toLowerCase().includes(needle) ||
    store.countryName.toLowerCase().includes(needle) ||
    store.countryCode.toLowerCase() === needle
  );
}

// The server's order (favourites first, then company, marketplace, seller), applied here too so a star
// moves its store up at once rather than after a reload (issue 15).
function byFavouriteThenName(a: TStoreOption, b: TStoreOption): number {
  return (
    Number(b.isFavorite) - Number(a.isFavorite) ||
    a.companyName.localeCompare(b.companyName) ||
    a.countryName.localeCompare(b.countryName) ||
    a.sellerId.localeCompare(b.sellerId)
  );
}

/**
 * Stores grouped by company name, favourites first, keeping only those whose company or marketplace
 * contains the search, case-insensitively (spec §2 matches the company name; sellers also look a store up
 * by its marketplace, "germany", or its country code, "de"). A company match keeps the whole company.
 */
export function groupStores(stores: readonly TStoreOption[], search: string): TStoreGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, TStoreGroup>();
  for (const store of [...stores].sort(byFavouriteThenName)) {
    if (needle && !matches(store, needle)) continue;
    let group = groups.get(store.companyName);
    if (!group) {
      group = { companyName: store.companyName, stores: [] };
      groups.set(store.companyName, group);
    }
    group.stores.push(store);
  }
  return [...groups.values()];
}
