import type { TTeamStore } from '@seller-tools/contract';

/** "Harbor Goods · Germany, France": the store's name with its marketplaces, as the store switcher names it. */
function nameOf(store: TTeamStore): string {
  const markets = store.marketplaces.map((m) => m.country_name).join(', ');
  return markets ? `${store.store_name} · ${markets}` : store.store_name;
}

/**
 * The label of each seller id in the access picker and the member list. Two seller accounts of one company
 * in the same marketplaces would read alike; only then is the seller id added, to tell them apart.
 */
export function storeLabels(stores: readonly TTeamStore[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const store of stores) counts.set(nameOf(store), (counts.get(nameOf(store)) ?? 0) + 1);
  return new Map(
    stores.map((store) => {
      const name = nameOf(store);
      return [store.seller_id, (counts.get(name) ?? 0) > 1 ? `${name} (${store.seller_id})` : name];
    }),
  );
}
