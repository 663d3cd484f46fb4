import { DEFAULT_REIMBURSE_NOTIFICATIONS, type TReimburseNotificationSettings } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { notificationSettings, reimburseNotificationSettings, users } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { mailClockOf } from '../mail-clock.ts';

type TRow = typeof reimburseNotificationSettings.$inferSelect;

export function reimburseSettingsOf(row: TRow | null | undefined): TReimburseNotificationSettings {
  if (!row) return { ...DEFAULT_REIMBURSE_NOTIFICATIONS };
  return {
    new_findings: row.newFindings,
    deadline_reminders: row.deadlineReminders,
    deadline_days: row.deadlineDays,
    reimbursements_received: row.reimbursementsReceived,
  };
}

// Each user's own reimbursement emails: any member may set theirs, nobody else's. The time zone is the
// one of their review notification settings (one zone per person for every email we send them).
export function createReimburseNotificationService({ db, clock }: { db: TDb; clock: TClock }) {
  async function get(userId: string) {
    const [row] = await db
      .select({ own: reimburseNotificationSettings, review: notificationSettings, zone: users.ppcTimezone })
      .from(users)
      .leftJoin(reimburseNotificationSettings, eq(reimburseNotificationSettings.userId, users.id))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId));
    return {
      ...reimburseSettingsOf(row?.own),
      timezone: mailClockOf(row?.review, row?.zone).timezone,
    };
  }

  async function save(userId: string, settings: TReimburseNotificationSettings) {
    const values = {
      newFindings: settings.new_findings,
      deadlineReminders: settings.deadline_reminders,
      deadlineDays: settings.deadline_days,
      reimbursementsReceived: settings.reimbursements_received,
      updatedAt: clock.now(),
    };
    await db
      .insert(reimburseNotificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: reimburseNotificationSettings.userId, set: values });
    return get(userId);
  }

  return { get, save };
}
