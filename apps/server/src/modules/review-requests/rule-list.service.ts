import {
  RULE_LIST_MESSAGES as M,
  REVIEW_REQUEST_RULES_MAX,
  type TReviewRequestScopedRule,
  type TReviewRequestScopedRuleView,
} from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { reviewRequestRuleList } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { AppError } from '../../lib/outcome.ts';
import { listRowOf, readRuleList, viewOfListRow } from './rule-list.ts';
import { readRuleRow, ruleOfRow } from './rules.ts';
import { rescheduleWaiting, scheduleNewOrders } from './schedule.ts';

export type TRuleListView = { items: TReviewRequestScopedRuleView[]; scheduled: number };

// A store's ordered rules (issue 25). Every change lands with the schedule it implies: waiting orders
// move to the rule that now takes them (or are dropped when none does) and new ones are scheduled,
// when the store's automation is on (the on/off switch, test mode and exclusions stay the store's).
export function createRuleListService(deps: { db: TDb; clock: TClock }) {
  async function list(channelId: string, scheduled = 0): Promise<TRuleListView> {
    return { items: (await readRuleList(deps.db, channelId)).map(viewOfListRow), scheduled };
  }

  /** Runs `change` and brings the schedule in line, in one transaction; answers the rules after it. */
  async function changed(channelId: string, change: (tx: TDbOrTx) => Promise<void>) {
    const now = deps.clock.now();
    const scheduled = await deps.db.transaction(async (tx) => {
      // One change at a time per store: priorities are read, then written.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rr-rules:${channelId}`}))`);
      await change(tx);
      const settings = await readRuleRow(tx, channelId);
      if (!settings?.enabled) return 0;
      const single = ruleOfRow(settings);
      await rescheduleWaiting(tx, channelId, single, now);
      return scheduleNewOrders(tx, channelId, single, now);
    });
    return list(channelId, scheduled);
  }

  async function mustExist(tx: TDbOrTx, channelId: string, ruleId: string) {
    const rules = await readRuleList(tx, channelId);
    if (!rules.some((r) => r.id === ruleId)) throw new AppError('not-found', M.notFound);
    return rules;
  }

  async function create(channelId: string, rule: TReviewRequestScopedRule, userId: string) {
    return changed(channelId, async (tx) => {
      const rules = await readRuleList(tx, channelId);
      if (rules.length >= REVIEW_REQUEST_RULES_MAX) throw new AppError('conflict', M.tooMany);
      const priority = Math.max(0, ...rules.map((r) => r.priority)) + 1;
      await tx
        .insert(reviewRequestRuleList)
        .values({ channelId, priority, ...listRowOf(rule), updatedBy: userId, updatedAt: deps.clock.now() });
    });
  }

  async function update(channelId: string, ruleId: string, rule: TReviewRequestScopedRule, userId: string) {
    return changed(channelId, async (tx) => {
      await mustExist(tx, channelId, ruleId);
      await tx
        .update(reviewRequestRuleList)
        .set({ ...listRowOf(rule), updatedBy: userId, updatedAt: deps.clock.now() })
        .where(and(eq(reviewRequestRuleList.channelId, channelId), eq(reviewRequestRuleList.id, ruleId)));
    });
  }

  async function remove(channelId: string, ruleId: string) {
    return changed(channelId, async (tx) => {
      const rules = await mustExist(tx, channelId, ruleId);
      await tx
        .delete(reviewRequestRuleList)
        .where(and(eq(reviewRequestRuleList.channelId, channelId), eq(reviewRequestRuleList.id, ruleId)));
      await renumber(
        tx,
        channelId,
        rules.filter((r) => r.id !== ruleId).map((r) => r.id),
      );
    });
  }

  /** `ruleIds`: every rule of the store once, highest priority first. */
  async function reorder(channelId: string, ruleIds: string[]) {
    return changed(channelId, async (tx) => {
      const rules = await readRuleList(tx, channelId);
      const known = new Set(rules.map((r) => r.id));
      if (
        ruleIds.length !== known.size ||
        new Set(ruleIds).size !== known.size ||
        ruleIds.some((id) => !known.has(id))
      )
        throw new AppError('invalid', M.orderMismatch);
      await renumber(tx, channelId, ruleIds);
    });
  }

  async function renumber(tx: TDbOrTx, channelId: string, ruleIds: string[]) {
    for (const [i, id] of ruleIds.entries()) {
      await tx
        .update(reviewRequestRuleList)
        .set({ priority: i + 1 })
        .where(and(eq(reviewRequestRuleList.channelId, channelId), eq(reviewRequestRuleList.id, id)));
    }
  }

  return { list, create, update, remove, reorder };
}
