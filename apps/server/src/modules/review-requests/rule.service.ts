import type { TReviewRequestRule } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { reviewRequestRuleList, reviewRequestRules } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { readRuleList } from './rule-list.ts';
import { defaultRuleFor, readRuleRow, rowOfRule, ruleOfRow } from './rules.ts';
import { dropWaiting, releaseTestRecords, rescheduleWaiting, scheduleNewOrders } from './schedule.ts';
import { AMAZON_WINDOW_CLOSES_DAYS, AMAZON_WINDOW_OPENS_DAYS } from './send-window.ts';

export type TRuleView = TReviewRequestRule & { updated_at: string | null; scheduled: number };

export function createRuleService(deps: { db: TDb; clock: TClock }) {
  /** The saved rule, or the defaults in the store's marketplace's zone (`marketplaceId`) before any save. */
  async function read(channelId: string, marketplaceId = ''): Promise<TRuleView> {
    const row = await readRuleRow(deps.db, channelId);
    if (!row) return { ...defaultRuleFor(marketplaceId), updated_at: null, scheduled: 0 };
    const [first] = await readRuleList(deps.db, channelId);
    // Rule 1's timing, when the single rule's shape can say it (delivery-based, inside Amazon's days).
    const timing =
      first?.timingBasis === 'delivery' &&
      first.delayDays >= AMAZON_WINDOW_OPENS_DAYS &&
      first.delayDays <= AMAZON_WINDOW_CLOSES_DAYS
        ? { delay_days: first.delayDays, send_hour: first.sendHour, time_zone: first.timeZone }
        : {};
    return { ...ruleOfRow(row), ...timing, updated_at: row.updatedAt.toISOString(), scheduled: 0 };
  }

  /**
   * Saves the rule and brings the schedule in line with it: on → every order still inside Amazon's window
   * is scheduled (the backfill) and waiting ones follow a new delay, hour or zone; off → what was waiting
   * is dropped; test mode off → the "would send" records still inside the window go out for real.
   */
  async function save(channelId: string, rule: TReviewRequestRule, userId: string): Promise<TRuleView> {
    const now = deps.clock.now();
    const values = { ...rowOfRule(rule), updatedBy: userId, updatedAt: now };
    // The rule and the schedule it implies land together, or neither does.
    const scheduled = await deps.db.transaction(async (tx) => {
      const before = await readRuleRow(tx, channelId);
      // The timing in force: rule 1's once the store has a rule list.
      const [first] = await readRuleList(tx, channelId);
      const was = first ?? before;
      const timingChanged =
        before !== null &&
        was !== null &&
        (was.delayDays !== rule.delay_days ||
          was.sendHour !== rule.send_hour ||
          was.timeZone !== rule.time_zone);
      await tx
        .insert(reviewRequestRules)
        .values({ channelId, ...values })
        .onConflictDoUpdate({ target: reviewRequestRules.channelId, set: values });
      await syncRuleOne(tx, channelId, rule, userId, now);
      if (!rule.enabled) {
        await dropWaiting(tx, channelId);
        return 0;
      }
      if (before?.testMode && !rule.test_mode) await releaseTestRecords(tx, channelId, now);
      if (timingChanged) await rescheduleWaiting(tx, channelId, rule, now);
      return scheduleNewOrders(tx, channelId, rule, now);
    });
    return { ...(await read(channelId)), scheduled };
  }

  return { read, save };
}

/**
 * The single rule's timing is the store's rule 1 (issue 25): the first save makes the store's rule list
 * with it, and every later save through this endpoint sets the first rule's delay, hour and zone (read()
 * answers them, so a client that saves what it read leaves rule 1 as it was).
 */
async function syncRuleOne(
  tx: TDbOrTx,
  channelId: string,
  rule: TReviewRequestRule,
  userId: string,
  now: Date,
): Promise<void> {
  const timing = { delayDays: rule.delay_days, sendHour: rule.send_hour, timeZone: rule.time_zone };
  const [first] = await readRuleList(tx, channelId);
  if (!first) {
    await tx.insert(reviewRequestRuleList).values({
      channelId,
      priority: 1,
      name: 'Rule 1',
      timingBasis: 'delivery',
      ...timing,
      updatedBy: userId,
      updatedAt: now,
    });
  } else {
    await tx
      .update(reviewRequestRuleList)
      .set({ ...timing, updatedBy: userId, updatedAt: now })
      .where(eq(reviewRequestRuleList.id, first.id));
  }
}
