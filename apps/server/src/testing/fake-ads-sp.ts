import type { TSpEntityRecord, TSpWriteKind, TSpWriteResult } from '../integrations/amazon/ads-sp-writes.ts';
import type { TClock } from '../lib/clock.ts';

// Amazon's Sponsored Products writes in memory (PPC tests): entities by kind and id, 207-style per-item
// answers, transient item failures on demand, and a count of every call.

const ID_KEY: Record<TSpWriteKind, string> = {
  campaigns: 'campaignId',
  adGroups: 'adGroupId',
  keywords: 'keywordId',
  targets: 'targetId',
  negativeKeywords: 'keywordId',
  negativeTargets: 'targetId',
};

export function fakeAdsSp(clock: TClock) {
  const entities = Object.fromEntries(
    Object.keys(ID_KEY).map((k) => [k, new Map<string, TSpEntityRecord>()]),
  ) as Record<TSpWriteKind, Map<string, TSpEntityRecord>>;
  const calls = { write: 0, read: 0, sent: [] as Record<string, unknown>[] };
  /** Entity id (or keyword text of a create) → how many more times its item fails with INTERNAL_ERROR. */
  const transient = new Map<string, number>();
  let nextId = 700_000_000_000;
  const stamp = () => ({ lastUpdateDateTime: clock.now().toISOString() });

  return {
    entities,
    calls,
    transient,
    seed(kind: TSpWriteKind, record: TSpEntityRecord) {
      entities[kind].set(String(record[ID_KEY[kind]]), record);
    },
    async read(
      _store: unknown,
      _profile: string,
      kind: TSpWriteKind,
      filter: { ids?: string[]; adGroupIds?: string[]; campaignIds?: string[] },
    ) {
      calls.read++;
      const out = new Map<string, TSpEntityRecord>();
      for (const [id, r] of entities[kind]) {
        if (filter.ids && !filter.ids.includes(id)) continue;
        if (filter.adGroupIds && !filter.adGroupIds.includes(String(r.adGroupId))) continue;
        if (filter.campaignIds && !filter.campaignIds.includes(String(r.campaignId))) continue;
        out.set(id, structuredClone(r));
      }
      return out;
    },
    async write(
      _store: unknown,
      _profile: string,
      kind: TSpWriteKind,
      mode: 'update' | 'create',
      items: Record<string, unknown>[],
    ): Promise<TSpWriteResult> {
      calls.write++;
      calls.sent.push(...items);
      const result: TSpWriteResult = { success: [], error: [] };
      for (const [index, item] of items.entries()) {
        const key = String(item[ID_KEY[kind]] ?? item.keywordText ?? item.name);
        const left = transient.get(key) ?? 0;
        if (left > 0) {
          transient.set(key, left - 1);
          result.error.push({
            index,
            code: 'INTERNAL_ERROR',
            message: 'Internal error, please retry',
            retryable: true,
          });
          continue;
        }
        if (typeof item.bid === 'number' && item.bid > 1000) {
          result.error.push({
            index,
            code: 'BID_OUT_OF_MARKET_PLACE_RANGE',
            message: 'Bid must be between 0.02 and 1000',
            retryable: false,
          });
          continue;
        }
        if (mode === 'create') {
          const id = String(nextId++);
          entities[kind].set(id, { ...item, [ID_KEY[kind]]: id, extendedData: stamp() });
          result.success.push({ index, id });
          continue;
        }
        const id = String(item[ID_KEY[kind]]);
        const current = entities[kind].get(id);
        if (!current) {
          result.error.push({
            index,
            code: 'ENTITY_NOT_FOUND',
            message: `${kind} ${id} was not found`,
            retryable: false,
          });
          continue;
        }
        const { [ID_KEY[kind]]: _id, ...values } = item;
        entities[kind].set(id, { ...current, ...values, extendedData: stamp() });
        result.success.push({ index, id });
      }
      return result;
    },
  };
}

export type TFakeAdsSp = ReturnType<typeof fakeAdsSp>;
