import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';

// A store's keys (order ids, SKUs, campaign ids) are unique only within the store, so a join between two
// store tables matches the store first and then the key; said once so that no join forgets the store.

type TStoreTable<K extends string> = { channelId: AnyColumn } & Record<K, AnyColumn>;

/** `left.channel_id = right.channel_id and left.<key> = right.<key>` for each key (same-named columns). */
export function sameStoreRow<K extends string>(
  left: TStoreTable<K>,
  right: TStoreTable<K>,
  ...keys: [K, ...K[]]
): SQL {
  return and(eq(left.channelId, right.channelId), ...keys.map((key) => eq(left[key], right[key]))) as SQL;
}
