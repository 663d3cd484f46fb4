import { type TPpcChangeRequest, type TPpcDayparting, ZDaypartGrid } from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { adsKeywords, ppcDaypartBaseBids, ppcDayparting, users } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import type { TPpcApply } from '../apply-port.ts';
import { AMAZON_MIN_BID_MINOR } from '../rules/evaluate.ts';
import { formatMinor, minorFactor } from '../rules/metrics.ts';
import { storeAds } from '../rules/rule-data.ts';
import { flatGrid, localHour, WEEKDAY_NAMES } from './daypart-time.ts';

// Dayparting: every hour each enabled keyword's bid becomes its base bid × the hour's multiplier. The
// base is the bid dayparting first saw (kept per keyword), so multipliers never compound; switching
// dayparting off puts the base bids back and forgets them.

export const DEFAULT_PPC_TIMEZONE = 'America/Los_Angeles';

export type TPpcDaypartDeps = { db: TDb; clock: TClock; apply?: TPpcApply | undefined };

export type TKeywordBid = { keywordId: string; campaignId: string; adGroupId: string; bidMinor: number };

/** The hour's changes: base × multiplier per keyword, rounded, never below Amazon's minimum. */
export function daypartChanges(
  keywords: readonly TKeywordBid[],
  bases: ReadonlyMap<string, number>,
  multiplier: number,
  when: string,
  currency: string | null,
): TPpcChangeRequest[] {
  const changes: TPpcChangeRequest[] = [];
  for (const k of keywords) {
    const base = bases.get(k.keywordId) ?? k.bidMinor;
    const next = Math.max(AMAZON_MIN_BID_MINOR, Math.round(base * multiplier));
    if (next === k.bidMinor) continue;
    changes.push({
      entity_type: 'keyword',
      entity_id: k.keywordId,
      campaign_id: k.campaignId,
      ad_group_id: k.adGroupId,
      field: 'bid',
      old_value: String(k.bidMinor),
      new_value: String(next),
      reason: `${when}: ×${multiplier} of base bid ${formatMinor(base, currency)} → ${formatMinor(next, currency)}`,
    });
  }
  return changes;
}

export function createPpcDaypartService(deps: TPpcDaypartDeps) {
  const { db, clock } = deps;

  async function enabledKeywords(channelId: string, factor: number): Promise<TKeywordBid[]> {
    const rows = await db
      .select({
        keywordId: adsKeywords.keywordId,
        campaignId: adsKeywords.campaignId,
        adGroupId: adsKeywords.adGroupId,
        bid: adsKeywords.bid,
      })
      .from(adsKeywords)
      .where(
        and(
          eq(adsKeywords.channelId, channelId),
          eq(adsKeywords.state, 'ENABLED'),
          sql`${adsKeywords.bid} is not null`,
        ),
      );
    return rows.map((r) => ({ ...r, bidMinor: Math.round(Number(r.bid) * factor) }));
  }

  async function basesOf(channelId: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ id: ppcDaypartBaseBids.entityId, bid: ppcDaypartBaseBids.baseBidMinor })
      .from(ppcDaypartBaseBids)
      .where(and(eq(ppcDaypartBaseBids.channelId, channelId), eq(ppcDaypartBaseBids.entityType, 'keyword')));
    return new Map(rows.map((r) => [r.id, r.bid]));
  }

  return {
    async read(channelId: string, userId: string): Promise<TPpcDayparting> {
      const [row] = await db.select().from(ppcDayparting).where(eq(ppcDayparting.channelId, channelId));
      if (row) return { enabled: row.enabled, timezone: row.timezone, multipliers: row.multipliers };
      const [user] = await db.select({ tz: users.ppcTimezone }).from(users).where(eq(users.id, userId));
      return { enabled: false, timezone: user?.tz ?? DEFAULT_PPC_TIMEZONE, multipliers: flatGrid() };
    },

    /** Saves the grid in the saving user's PPC time zone. */
    async save(
      channelId: string,
      input: { enabled: boolean; multipliers: number[][] },
      userId: string,
    ): Promise<TPpcDayparting> {
      const multipliers = ZDaypartGrid.parse(input.multipliers);
      const [user] = await db.select({ tz: users.ppcTimezone }).from(users).where(eq(users.id, userId));
      const timezone = user?.tz ?? DEFAULT_PPC_TIMEZONE;
      const set = {
        enabled: input.enabled,
        timezone,
        multipliers,
        updatedBy: userId,
        updatedAt: clock.now(),
        lastAppliedHour: null,
      };
      await db
        .insert(ppcDayparting)
        .values({ channelId, ...set })
        .onConflictDoUpdate({ target: ppcDayparting.channelId, set });
      return { enabled: input.enabled, timezone, multipliers };
    },

    /**
     * The hour's run for one store: applies base × multiplier (or, when switched off, the base bids back),
     * once per local hour. Answers the changes handed to apply.
     */
    async runHour(channelId: string): Promise<TPpcChangeRequest[]> {
      const [row] = await db.select().from(ppcDayparting).where(eq(ppcDayparting.channelId, channelId));
      if (!row) return [];
      const ads = await storeAds(db, channelId);
      const currency = ads?.currency ?? null;
      const factor = minorFactor(currency);
      const now = localHour(clock.now(), row.timezone);
      const bases = await basesOf(channelId);
      if (!row.enabled && bases.size === 0) return [];
      if (row.enabled && row.lastAppliedHour === now.key) return [];
      const keywords = await enabledKeywords(channelId, factor);
      let changes: TPpcChangeRequest[];
      if (row.enabled) {
        // First sight of a keyword: its current bid is its base.
        const fresh = keywords.filter((k) => !bases.has(k.keywordId));
        if (fresh.length > 0) {
          for (let i = 0; i < fresh.length; i += 1000)
            await db
              .insert(ppcDaypartBaseBids)
              .values(
                fresh.slice(i, i + 1000).map((k) => ({
                  channelId,
                  entityType: 'keyword',
                  entityId: k.keywordId,
                  baseBidMinor: k.bidMinor,
                })),
              )
              .onConflictDoNothing();
          for (const k of fresh) bases.set(k.keywordId, k.bidMinor);
        }
        const multiplier = row.multipliers[now.weekday]?.[now.hour] ?? 1;
        const when = `${WEEKDAY_NAMES[now.weekday]} ${String(now.hour).padStart(2, '0')}:00 (${row.timezone})`;
        changes = daypartChanges(keywords, bases, multiplier, when, currency);
      } else {
        changes = daypartChanges(keywords, bases, 1, 'Dayparting off', currency);
      }
      if (changes.length > 0 && deps.apply)
        await deps.apply({ channelId, source: 'daypart', actorUserId: null, ruleRunId: null, changes });
      if (row.enabled)
        await db
          .update(ppcDayparting)
          .set({ lastAppliedHour: now.key })
          .where(eq(ppcDayparting.channelId, channelId));
      else await db.delete(ppcDaypartBaseBids).where(eq(ppcDaypartBaseBids.channelId, channelId));
      return changes;
    },
  };
}
