import { PPC_MESSAGES, sumPpc, type TPpcSort, type TPpcTable, withRatios } from '@seller-tools/contract';
import { AppError } from '../../lib/outcome.ts';
import { decodePpcCursor, encodePpcCursor, type TPpcCursor } from './ppc-cursor.ts';
import type { TPpcRange } from './ppc-range.ts';
import type { TPpcRow } from './ppc-rows.ts';
import type { TPpcTableCache } from './ppc-table-cache.ts';

// A PPC table page from the store's summed rows (ppc-rows.ts, kept by ppc-table-cache.ts): the filters,
// then the totals of every matching row (ratios recomputed from the sums, never averaged), then one keyset
// page in the chosen order (found by binary search; sorted orders and filtered views are kept with the set): (sort key, id), the key being the lower-cased name or the figure, a ratio
// without a denominator counting as -1 (first ascending, last descending).

export type TTableFilters = {
  q?: string | undefined;
  state?: string[] | undefined;
  campaign_id?: string | undefined;
  ad_group_id?: string | undefined;
  match_type?: string[] | undefined;
  kind?: 'keyword' | 'target' | undefined;
  targeting_type?: string[] | undefined;
  min_impressions?: number | undefined;
  min_clicks?: number | undefined;
  min_orders?: number | undefined;
  max_orders?: number | undefined;
  min_spend?: number | undefined;
  min_acos?: number | undefined;
  max_acos?: number | undefined;
  sort: TPpcSort;
  dir: 'asc' | 'desc';
  cursor?: string | undefined;
  limit: number;
};

export type TTablePage = {
  rows: TPpcRow[];
  currency: string | null;
  totals: ReturnType<typeof withRatios> & { daily_budget?: number };
  totalCount: number;
  nextCursor: string | null;
};

const text = (row: TPpcRow, column: string) => {
  const value = row[column];
  return typeof value === 'string' ? value.toLowerCase() : '';
};

/** The row's filter as one predicate, or null when nothing filters. */
function matcher(table: TPpcTable, f: TTableFilters): ((row: TPpcRow) => boolean) | null {
  const tests: ((row: TPpcRow) => boolean)[] = [];
  const q = f.q?.toLowerCase();
  if (q) {
    tests.push(
      table === 'products'
        ? (r) => text(r, 'asin').includes(q) || text(r, 'sku').includes(q)
        : (r) => r.name.toLowerCase().includes(q),
    );
  }
  if (table === 'campaigns' && f.campaign_id) tests.push((r) => r.id === f.campaign_id);
  if (table === 'ad-groups' && f.ad_group_id) tests.push((r) => r.id === f.ad_group_id);
  const state = f.state?.length ? new Set(f.state) : null;
  if (state) tests.push((r) => state.has(r.state));
  const match = f.match_type?.length ? new Set(f.match_type) : null;
  if (table === 'keywords' && match) tests.push((r) => match.has(String(r.match_type)));
  if (table === 'keywords' && f.kind) tests.push((r) => r.kind === f.kind);
  const targeting = f.targeting_type?.length ? new Set(f.targeting_type) : null;
  if (table === 'campaigns' && targeting) tests.push((r) => targeting.has(String(r.targeting_type)));
  const { min_impressions, min_clicks, min_orders, max_orders, min_spend, min_acos, max_acos } = f;
  if (min_impressions !== undefined) tests.push((r) => r.impressions >= min_impressions);
  if (min_clicks !== undefined) tests.push((r) => r.clicks >= min_clicks);
  if (min_orders !== undefined) tests.push((r) => r.orders >= min_orders);
  if (max_orders !== undefined) tests.push((r) => r.orders <= max_orders);
  if (min_spend !== undefined) tests.push((r) => r.spend >= min_spend);
  if (min_acos !== undefined) tests.push((r) => r.acos !== null && r.acos >= min_acos);
  if (max_acos !== undefined) tests.push((r) => r.acos !== null && r.acos <= max_acos);
  if (tests.length === 0) return null;
  return (row) => tests.every((test) => test(row));
}

function sortKeyOf(sort: TPpcSort): (row: TPpcRow) => number | string {
  if (sort === 'name') return (row) => row.name.toLowerCase();
  return (row) => row[sort] ?? -1;
}

/** -1, 0 or 1 for (a, aId) against (b, bId), ascending. */
function compareKeys(a: number | string, aId: string, b: number | string, bId: string): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}

type TKeyed = { row: TPpcRow; key: number | string };

const orders = new WeakMap<TPpcRow[], Map<TPpcSort, TKeyed[]>>();

/** The rows keyed and sorted ascending by (sort key, id), once per kept set and sort. */
function orderOf(rows: TPpcRow[], sort: TPpcSort): TKeyed[] {
  let bySort = orders.get(rows);
  if (!bySort) {
    bySort = new Map();
    orders.set(rows, bySort);
  }
  let ordered = bySort.get(sort);
  if (!ordered) {
    const keyOf = sortKeyOf(sort);
    ordered = rows.map((row) => ({ row, key: keyOf(row) }));
    ordered.sort((a, b) => compareKeys(a.key, a.row.id, b.key, b.row.id));
    bySort.set(sort, ordered);
  }
  return ordered;
}

/** One filter of a kept set: its matching rows in ascending order, with their totals. */
type TView = { ordered: TKeyed[]; totals: ReturnType<typeof withRatios>; budget: number };

const views = new WeakMap<TPpcRow[], Map<string, TView>>();
/** Filters kept per set (the least recently used goes first): a table's users page and re-sort a few. */
const VIEWS_PER_SET = 32;

function viewOf(all: TPpcRow[], table: TPpcTable, f: TTableFilters): TView {
  const { sort, dir: _dir, cursor: _cursor, limit: _limit, ...filters } = f;
  const signature = JSON.stringify([sort, filters]);
  let kept = views.get(all);
  if (!kept) {
    kept = new Map();
    views.set(all, kept);
  }
  const hit = kept.get(signature);
  if (hit) {
    kept.delete(signature);
    kept.set(signature, hit);
    return hit;
  }
  const test = matcher(table, f);
  const sorted = orderOf(all, sort);
  const ordered = test ? sorted.filter((k) => test(k.row)) : sorted;
  const rows = ordered.map((k) => k.row);
  const view: TView = {
    ordered,
    totals: withRatios(sumPpc(rows)),
    budget: table === 'campaigns' ? rows.reduce((sum, r) => sum + (Number(r.daily_budget) || 0), 0) : 0,
  };
  kept.set(signature, view);
  for (const key of kept.keys()) {
    if (kept.size <= VIEWS_PER_SET) break;
    kept.delete(key);
  }
  return view;
}

/** The first index whose (key, id) is above the cursor (`strict`) or not below it. */
function boundOf(list: TKeyed[], cursor: TPpcCursor, strict: boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const k = list[mid] as TKeyed;
    const c = compareKeys(k.key, k.row.id, cursor.key, cursor.id);
    if (c < 0 || (strict && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export async function tablePage(
  cache: TPpcTableCache,
  table: TPpcTable,
  channelId: string,
  range: TPpcRange,
  f: TTableFilters,
  options: { paged: boolean } = { paged: true },
): Promise<TTablePage> {
  const keyKind = f.sort === 'name' ? 'string' : 'number';
  const cursor = options.paged && f.cursor ? decodePpcCursor(f.cursor, keyKind) : null;
  if (options.paged && f.cursor && !cursor) throw new AppError('invalid', PPC_MESSAGES.cursorInvalid);

  const { rows: all, currency } = await cache.rows(table, channelId, range, {
    campaignId: f.campaign_id,
    adGroupId: table === 'campaigns' ? undefined : f.ad_group_id,
  });
  const { ordered, totals, budget } = viewOf(all, table, f);
  const n = ordered.length;
  const limit = options.paged ? f.limit : n;
  let page: TKeyed[];
  let more: boolean;
  if (f.dir === 'asc') {
    const start = cursor ? boundOf(ordered, cursor, true) : 0;
    page = ordered.slice(start, start + limit);
    more = start + limit < n;
  } else {
    const end = cursor ? boundOf(ordered, cursor, false) : n;
    page = ordered.slice(Math.max(0, end - limit), end).reverse();
    more = end - limit > 0;
  }
  const last = page[page.length - 1];
  return {
    rows: page.map((k) => k.row),
    currency,
    totals: table === 'campaigns' ? { ...totals, daily_budget: budget } : totals,
    totalCount: n,
    nextCursor: options.paged && more && last ? encodePpcCursor({ key: last.key, id: last.row.id }) : null,
  };
}
