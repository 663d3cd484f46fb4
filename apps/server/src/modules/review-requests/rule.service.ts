import type { TReviewRequestRule } from '@seller-tools/contract';
import type { TDb } from '../../db/client.ts';
import { reviewRequestRules } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { DEFAULT_RULE, readRuleRow, rowOfRule, ruleOfRow } from './rules.ts';
import { dropWaiting, releaseTestRecords, rescheduleWaiting, scheduleNewOrders } from './schedule.ts';

export type TRuleView = TReviewRequestRule & { updated_at: string | null; scheduled: number };

export function createRuleService(deps: { db: TDb; clock: TClock }) {
  async function read(channelId: string): Promise<TRuleView> {
    const row = await readRuleRow(deps.db, channelId);
    return row
      ? { ...ruleOfRow(row), updated_at: row.updatedAt.toISOString(), scheduled: 0 }
      : { ...DEFAULT_RULE, updated_at: null, scheduled: 0 };
  }

  /**
   * Saves the rule and brings the schedule in line with it: on → every order still inside Amazon's window
   * is scheduled (the backfill) and waiting ones follow a new delay, hour or zone; off → what was waiting
   * is dropped; test mode off → the "would send" records still inside the window go out for real.
   */
  async function save(channelId: string, rule: TReviewRequestRule, userId: string): Promise<TRuleView> {
    const now = deps.clock.now();
    const before = await readRuleRow(deps.db, channelId);
    const values = { ...rowOfRule(rule), updatedBy: userId, updatedAt: now };
    await deps.db
      .insert(reviewRequestRules)
      .values({ channelId, ...values })
      .onConflictDoUpdate({ target: reviewRequestRules.channelId, set: values });
    let scheduled = 0;
    if (!rule.enabled) {
      await dropWaiting(deps.db, channelId);
    } else {
      if (before?.testMode && !rule.test_mode) await releaseTestRecords(deps.db, channelId, now);
      const timingChanged =
        before !== null &&
        (before.delayDays !== rule.delay_days ||
          before.sendHour !== rule.send_hour ||
          before.timeZone !== rule.time_zone);
      if (timingChanged) await rescheduleWaiting(deps.db, channelId, rule, now);
      scheduled = await scheduleNewOrders(deps.db, channelId, rule, now);
    }
    return { ...(await read(channelId)), scheduled };
  }

  return { read, save };
}
