import type { TPpcTable } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { adsVersions } from '../../db/schema/index.ts';
import { ppcCurrencyOf, type TPpcRange } from './ppc-range.ts';
import { loadPpcRows, type TPpcRow, type TPpcScope } from './ppc-rows.ts';

// A store's summed PPC rows for one period, kept in this process so that sorting, filtering and paging a
// table of 10 000 keywords costs no second pass over its daily rows. A kept set is used only while the
// store's Ads counter (ads_versions, moved by triggers on every ads_* write: imports, and our own bid and
// state changes) is the one it was read at: one primary-key read per request decides. Concurrent requests
// for the same set share one read. The least recently used sets go first.

const MAX_SETS = 64;
/** Rows kept over all sets (a row is about half a kilobyte): the oldest sets go first beyond it. */
const MAX_ROWS = 150_000;
/** Even unchanged, a set is read again after this long (bounded staleness if a trigger were ever dropped). */
const MAX_AGE_MS = 10 * 60_000;

/** A kept set: the rows, and the store's Ads currency read with them. */
export type TPpcSet = { rows: TPpcRow[]; currency: string | null };
type TEntry = { version: number; at: number; rows: Promise<TPpcSet>; count: number };

async function loadSet(
  db: TDb,
  table: TPpcTable,
  channelId: string,
  range: TPpcRange,
  scope: TPpcScope,
): Promise<TPpcSet> {
  const [rows, currency] = await Promise.all([
    loadPpcRows(db, table, channelId, range, scope),
    ppcCurrencyOf(db, channelId),
  ]);
  return { rows, currency };
}

export function createPpcTableCache(db: TDb, now: () => number = Date.now) {
  const sets = new Map<string, TEntry>();

  async function versionOf(channelId: string): Promise<number> {
    const [row] = await db
      .select({ version: adsVersions.version })
      .from(adsVersions)
      .where(eq(adsVersions.channelId, channelId))
      .limit(1);
    return row?.version ?? 0;
  }

  async function rows(
    table: TPpcTable,
    channelId: string,
    range: TPpcRange,
    scope: TPpcScope,
  ): Promise<TPpcSet> {
    const key = [
      table,
      channelId,
      range.from,
      range.to,
      range.attribution,
      scope.campaignId ?? '',
      scope.adGroupId ?? '',
    ].join('|');
    const version = await versionOf(channelId);
    const kept = sets.get(key);
    const at = now();
    if (kept && kept.version === version && at - kept.at < MAX_AGE_MS) {
      sets.delete(key);
      sets.set(key, kept);
      return kept.rows;
    }
    const entry: TEntry = { version, at, rows: loadSet(db, table, channelId, range, scope), count: 0 };
    sets.delete(key);
    sets.set(key, entry);
    entry.rows.then(
      (set) => {
        entry.count = set.rows.length;
        evict();
      },
      // A failed read is not kept.
      () => {
        if (sets.get(key) === entry) sets.delete(key);
      },
    );
    evict();
    return entry.rows;
  }

  function evict(): void {
    let total = 0;
    for (const entry of sets.values()) total += entry.count;
    for (const [key, entry] of sets) {
      if (sets.size <= 1 || (sets.size <= MAX_SETS && total <= MAX_ROWS)) break;
      sets.delete(key);
      total -= entry.count;
    }
  }

  return {
    rows,
    get size() {
      return sets.size;
    },
  };
}

export type TPpcTableCache = ReturnType<typeof createPpcTableCache>;
