import {
  formatMoney,
  type TPpcChangeRequest,
  type TPpcDayparting,
  ZDaypartGrid,
} from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  adsCampaigns,
  adsKeywords,
  ppcDaypartBaseBids,
  ppcDayparting,
  users,
} from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import type { TPpcApply } from '../apply-port.ts';
import { AMAZON_MIN_BID_MINOR } from '../rules/evaluate.ts';
import { minorFactor } from '../rules/metrics.ts';
import { storeAds } from '../rules/rule-data.ts';
import { flatGrid, localHour, WEEKDAY_NAMES } from './daypart-time.ts';

// Dayparting: every hour each enabled keyword's bid becomes its base bid × the hour's multiplier, and,
// with a budget grid, each enabled campaign's daily budget its base budget × the hour's budget multiplier.
// The base is the value dayparting first saw (kept per entity), so multipliers never compound; switching
// dayparting (or its budget grid) off puts the base values back and forgets them. Everything goes through
// apply as source "daypart": logged in the change log, undoable, held by the guard rails.

export const DEFAULT_PPC_TIMEZONE = 'America/Los_Angeles';

export type TPpcDaypartDeps = { db: TDb; clock: TClock; apply?: TPpcApply | undefined };

/**
 * An entity dayparting scales: its id (what its base is kept by), its current value in minor units (a
 * keyword's bid, a campaign's daily budget) and what a change names it by.
 */
export type TScaledEntity = {
  id: string;
  valueMinor: number;
  target: Pick<TPpcChangeRequest, 'entity_type' | 'entity_id' | 'campaign_id' | 'ad_group_id'>;
};

/**
 * The hour's changes of one field: base × multiplier per entity, rounded to minor units, never below
 * Amazon's minimum bid, or its lowest daily budget of the marketplace (1.00, ¥100).
 */
export function daypartChanges(
  field: 'bid' | 'budget',
  entities: readonly TScaledEntity[],
  bases: ReadonlyMap<string, number>,
  multiplier: number,
  when: string,
  currency: string | null,
): TPpcChangeRequest[] {
  const floor = field === 'bid' ? AMAZON_MIN_BID_MINOR : minBudgetMinor(currency);
  const changes: TPpcChangeRequest[] = [];
  for (const e of entities) {
    const base = bases.get(e.id) ?? e.valueMinor;
    const next = Math.max(floor, Math.round(base * multiplier));
    if (next === e.valueMinor) continue;
    changes.push({
      ...e.target,
      field,
      old_value: String(e.valueMinor),
      new_value: String(next),
      reason: `${when}: ×${multiplier} of base ${field} ${formatMoney(base, currency)} → ${formatMoney(next, currency)}`,
    });
  }
  return changes;
}

/** Amazon's lowest Sponsored Products daily budget: 1.00 in most marketplaces, ¥100 in Japan. */
export function minBudgetMinor(currency: string | null): number {
  return currency === 'JPY' ? 100 : minorFactor(currency);
}

export function createPpcDaypartService(deps: TPpcDaypartDeps) {
  const { db, clock } = deps;

  async function enabledKeywords(channelId: string, factor: number): Promise<TScaledEntity[]> {
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
    return rows.map((r) => ({
      id: r.keywordId,
      valueMinor: Math.round(Number(r.bid) * factor),
      target: {
        entity_type: 'keyword',
        entity_id: r.keywordId,
        campaign_id: r.campaignId,
        ad_group_id: r.adGroupId,
      },
    }));
  }

  async function enabledCampaigns(channelId: string, factor: number): Promise<TScaledEntity[]> {
    const rows = await db
      .select({ campaignId: adsCampaigns.campaignId, budget: adsCampaigns.budget })
      .from(adsCampaigns)
      .where(
        and(
          eq(adsCampaigns.channelId, channelId),
          eq(adsCampaigns.state, 'ENABLED'),
          sql`${adsCampaigns.budget} is not null`,
        ),
      );
    return rows.map((r) => ({
      id: r.campaignId,
      valueMinor: Math.round(Number(r.budget) * factor),
      target: { entity_type: 'campaign', entity_id: r.campaignId, campaign_id: r.campaignId },
    }));
  }

  async function basesOf(
    channelId: string,
    entityType: 'keyword' | 'campaign',
  ): Promise<Map<string, number>> {
    const rows = await db
      .select({ id: ppcDaypartBaseBids.entityId, bid: ppcDaypartBaseBids.baseBidMinor })
      .from(ppcDaypartBaseBids)
      .where(and(eq(ppcDaypartBaseBids.channelId, channelId), eq(ppcDaypartBaseBids.entityType, entityType)));
    return new Map(rows.map((r) => [r.id, r.bid]));
  }

  /**
   * The hour's changes of one grid, `multiplier` for every entity: an entity seen for the first time has
   * its current value remembered as its base first.
   */
  async function scaleTo(
    channelId: string,
    entityType: 'keyword' | 'campaign',
    entities: readonly TScaledEntity[],
    bases: Map<string, number>,
    multiplier: number,
    when: string,
    currency: string | null,
  ): Promise<TPpcChangeRequest[]> {
    const fresh = entities.filter((e) => !bases.has(e.id));
    for (let i = 0; i < fresh.length; i += 1000)
      await db
        .insert(ppcDaypartBaseBids)
        .values(
          fresh
            .slice(i, i + 1000)
            .map((e) => ({ channelId, entityType, entityId: e.id, baseBidMinor: e.valueMinor })),
        )
        .onConflictDoNothing();
    for (const e of fresh) bases.set(e.id, e.valueMinor);
    return daypartChanges(
      entityType === 'keyword' ? 'bid' : 'budget',
      entities,
      bases,
      multiplier,
      when,
      currency,
    );
  }

  return {
    async read(channelId: string, userId: string): Promise<TPpcDayparting> {
      const [row] = await db.select().from(ppcDayparting).where(eq(ppcDayparting.channelId, channelId));
      if (row)
        return {
          enabled: row.enabled,
          timezone: row.timezone,
          multipliers: row.multipliers,
          budget_multipliers: row.budgetMultipliers ?? null,
        };
      const [user] = await db.select({ tz: users.ppcTimezone }).from(users).where(eq(users.id, userId));
      return {
        enabled: false,
        timezone: user?.tz ?? DEFAULT_PPC_TIMEZONE,
        multipliers: flatGrid(),
        budget_multipliers: null,
      };
    },

    /** Saves the grid in the saving user's PPC time zone. */
    async save(
      channelId: string,
      input: { enabled: boolean; multipliers: number[][]; budget_multipliers?: number[][] | null },
      userId: string,
    ): Promise<TPpcDayparting> {
      const multipliers = ZDaypartGrid.parse(input.multipliers);
      const budgetMultipliers = input.budget_multipliers
        ? ZDaypartGrid.parse(input.budget_multipliers)
        : null;
      const [user] = await db.select({ tz: users.ppcTimezone }).from(users).where(eq(users.id, userId));
      const timezone = user?.tz ?? DEFAULT_PPC_TIMEZONE;
      const set = {
        enabled: input.enabled,
        timezone,
        multipliers,
        budgetMultipliers,
        updatedBy: userId,
        updatedAt: clock.now(),
        lastAppliedHour: null,
      };
      await db
        .insert(ppcDayparting)
        .values({ channelId, ...set })
        .onConflictDoUpdate({ target: ppcDayparting.channelId, set });
      return { enabled: input.enabled, timezone, multipliers, budget_multipliers: budgetMultipliers };
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
      const bases = await basesOf(channelId, 'keyword');
      const budgetBases = await basesOf(channelId, 'campaign');
      const budgetsOn = row.enabled && row.budgetMultipliers !== null;
      if (!row.enabled && bases.size === 0 && budgetBases.size === 0) return [];
      if (row.enabled && row.lastAppliedHour === now.key) return [];
      const when = `${WEEKDAY_NAMES[now.weekday]} ${String(now.hour).padStart(2, '0')}:00 (${row.timezone})`;
      const keywords = await enabledKeywords(channelId, factor);
      const changes: TPpcChangeRequest[] = [];
      if (row.enabled) {
        const multiplier = row.multipliers[now.weekday]?.[now.hour] ?? 1;
        changes.push(...(await scaleTo(channelId, 'keyword', keywords, bases, multiplier, when, currency)));
      } else changes.push(...daypartChanges('bid', keywords, bases, 1, 'Dayparting off', currency));
      if (budgetsOn || budgetBases.size > 0) {
        const campaigns = await enabledCampaigns(channelId, factor);
        if (budgetsOn) {
          const multiplier = row.budgetMultipliers?.[now.weekday]?.[now.hour] ?? 1;
          changes.push(
            ...(await scaleTo(channelId, 'campaign', campaigns, budgetBases, multiplier, when, currency)),
          );
        } else
          changes.push(
            ...daypartChanges('budget', campaigns, budgetBases, 1, 'Budget dayparting off', currency),
          );
      }
      if (changes.length > 0 && deps.apply)
        await deps.apply({ channelId, source: 'daypart', actorUserId: null, ruleRunId: null, changes });
      if (row.enabled)
        await db
          .update(ppcDayparting)
          .set({ lastAppliedHour: now.key })
          .where(eq(ppcDayparting.channelId, channelId));
      else await db.delete(ppcDaypartBaseBids).where(eq(ppcDaypartBaseBids.channelId, channelId));
      if (row.enabled && !budgetsOn && budgetBases.size > 0)
        await db
          .delete(ppcDaypartBaseBids)
          .where(
            and(eq(ppcDaypartBaseBids.channelId, channelId), eq(ppcDaypartBaseBids.entityType, 'campaign')),
          );
      return changes;
    },
  };
}
