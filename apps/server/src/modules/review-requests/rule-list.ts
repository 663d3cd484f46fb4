import type { TReviewRequestScopedRule, TReviewRequestScopedRuleView } from '@seller-tools/contract';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { reviewRequestRuleList, type TTimingBasis } from '../../db/schema/index.ts';

// A store's ordered rules (issue 25) and the choice among them: an order goes to the first enabled rule,
// by priority, whose scope matches. Scopes are lists; an empty list matches every order.

export type TListRow = typeof reviewRequestRuleList.$inferSelect;

/** What the scheduler needs of a rule; `id` null is a store's single rule from before the list. */
export type TScopedRule = {
  id: string | null;
  enabled: boolean;
  timingBasis: TTimingBasis;
  delayDays: number;
  sendHour: number;
  timeZone: string;
  asins: string[];
  skus: string[];
  marketplaces: string[];
};

/** What the choice needs of an order. */
export type TOrderScope = { asins: string[]; skus: string[]; marketplaceId: string | null };

const matches = (scope: string[], values: string[]) =>
  scope.length === 0 || values.some((v) => scope.includes(v));

export function ruleMatches(rule: TScopedRule, order: TOrderScope): boolean {
  return (
    rule.enabled &&
    matches(rule.asins, order.asins) &&
    matches(rule.skus, order.skus) &&
    matches(rule.marketplaces, order.marketplaceId ? [order.marketplaceId] : [])
  );
}

/** The first enabled rule (the list is in priority order) whose scope matches, or null. */
export function pickRule<R extends TScopedRule>(rules: readonly R[], order: TOrderScope): R | null {
  return rules.find((rule) => ruleMatches(rule, order)) ?? null;
}

export async function readRuleList(db: TDbOrTx, channelId: string): Promise<TListRow[]> {
  return db
    .select()
    .from(reviewRequestRuleList)
    .where(eq(reviewRequestRuleList.channelId, channelId))
    .orderBy(asc(reviewRequestRuleList.priority), asc(reviewRequestRuleList.createdAt));
}

export function viewOfListRow(row: TListRow): TReviewRequestScopedRuleView {
  return {
    id: row.id,
    priority: row.priority,
    name: row.name,
    enabled: row.enabled,
    timing_basis: row.timingBasis,
    delay_days: row.delayDays,
    send_hour: row.sendHour,
    time_zone: row.timeZone,
    asins: row.asins,
    skus: row.skus,
    marketplaces: row.marketplaces,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function listRowOf(rule: TReviewRequestScopedRule) {
  return {
    name: rule.name,
    enabled: rule.enabled,
    timingBasis: rule.timing_basis,
    delayDays: rule.delay_days,
    sendHour: rule.send_hour,
    timeZone: rule.time_zone,
    asins: rule.asins,
    skus: rule.skus,
    marketplaces: rule.marketplaces,
  };
}
