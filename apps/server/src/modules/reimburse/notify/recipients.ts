import { REIMBURSE_PLAN_NAME } from '@seller-tools/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  companyPlans,
  notificationSettings,
  plans,
  reimburseNotificationSettings,
  users,
} from '../../../db/schema/index.ts';
import { visibleStoresByUser } from '../../../lib/store-access.ts';
import { mailClockOf } from '../mail-clock.ts';
import { reimburseSettingsOf } from '../settings/notification.service.ts';

export type TNotifyRecipient = {
  userId: string;
  email: string;
  name: string;
  timezone: string;
  hour: number;
  settings: ReturnType<typeof reimburseSettingsOf>;
  /** The stores this user may see (the access policy, as in the app). */
  channelIds: string[];
};

// Only companies on the reimburse plan (spec §2: the plan named "reimburse", a default one or assigned):
// a review-only seller sees the free audit in the app but gets no reimbursement mail.
const onReimbursePlan = sql`exists (select 1 from ${plans} where ${plans.name} = ${REIMBURSE_PLAN_NAME}
  and ${plans.isActive} and (${plans.isDefault} or exists (select 1 from ${companyPlans}
    where ${companyPlans.planId} = ${plans.id} and ${companyPlans.companyId} = ${users.companyId})))`;

/** Every verified, active user on the reimburse plan with their email settings, mail hour and stores. */
export async function notifyRecipients(db: TDb): Promise<TNotifyRecipient[]> {
  const who = and(isNull(users.deletedAt), isNotNull(users.emailVerifiedAt), onReimbursePlan);
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      ppcTimezone: users.ppcTimezone,
      review: notificationSettings,
      own: reimburseNotificationSettings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .leftJoin(reimburseNotificationSettings, eq(reimburseNotificationSettings.userId, users.id))
    .where(who);
  if (rows.length === 0) return [];
  const visible = await visibleStoresByUser(db, who);
  return rows.map((row) => {
    const clock = mailClockOf(row.review, row.ppcTimezone);
    return {
      userId: row.userId,
      email: row.email,
      name: row.name,
      timezone: clock.timezone,
      hour: clock.hour,
      settings: reimburseSettingsOf(row.own),
      channelIds: visible.get(row.userId) ?? [],
    };
  });
}
