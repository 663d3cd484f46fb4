import type { TReviewRequestRule } from '@seller-tools/contract';
import type { TDb } from '../../db/client.ts';
import { reviewRequestRules } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { defaultRuleFor, readRuleRow, rowOfRule, ruleOfRow } from './rules.ts';
import { dropWaiting, releaseTestRecords, rescheduleWaiting, scheduleNewOrders } from './schedule.ts';

export type TRuleView = TReviewRequestRule & { updated_at: string | null; scheduled: number };

export function createRuleService(deps: { db: TDb; clock: TClock }) {
  /** The saved rule, or the defaults in the store's marketplace's zone (`marketplaceId`) before any save. */
  async function read(channelId: string, marketplaceId = ''): Promise<TRuleView> {
    const row = await readRuleRow(deps.db, channelId);
    return row
      ? { ...ruleOfRow(row), updated_at: row.updatedAt.toISOString(), scheduled: 0 }
      : { ...defaultRuleFor(marketplaceId), updated_at: null, scheduled: 0 };
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
      await tx
        .insert(reviewRequestRules)
        .values({ channelId, ...values })
        .onConflictDoUpdate({ target: reviewRequestRules.channelId, set: values });
      if (!rule.enabled) {
        await dropWaiting(tx, channelId);
        return 0;
      }
      if (before?.testMode && !rule.test_mode) await releaseTestRecords(tx, channelId, now);
      const timingChanged =
        before !== null &&
        (before.delayDays !== rule.delay_days ||
          before.sendHour !== rule.send_hour ||
          before.timeZone !== rule.time_zone);
      if (timingChanged) await rescheduleWaiting(tx, channelId, rule, now);
      return scheduleNewOrders(tx, channelId, rule, now);
    });
    return { ...(await read(channelId)), scheduled };
  }

  return { read, save };
}
