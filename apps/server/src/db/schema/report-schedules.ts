import { boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { channels, companies, users } from './accounts.ts';
import { ref, timestamps, ts } from './columns.ts';

// Scheduled report emails (issue 25): a user's standing order for one report of one store, mailed as a
// CSV or XLSX attachment each day, week or month. report_schedule_sends holds one row per (schedule,
// period): the claim that keeps a period from being mailed twice, however often the hourly job runs.
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    /** Who made it: the report is built with their access to the store. */
    userId: ref('user_id', () => users.id, 'cascade'),
    channelId: ref('channel_id', () => channels.id, 'cascade'),
    report: text('report', { enum: ['reviews', 'sales', 'profit'] }).notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    /** Weekly: ISO weekday, 1 = Monday … 7 = Sunday. */
    weekday: integer('weekday'),
    /** Monthly: day of the month, 1–28. */
    monthDay: integer('month_day'),
    /** Local hour (0–23, in time_zone) the mail goes out. */
    sendHour: integer('send_hour').notNull().default(7),
    timeZone: text('time_zone').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    recipientIds: uuid('recipient_ids').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the job paused it (the owner lost access to the store); null when the user paused it. */
    pausedReason: text('paused_reason'),
    lastPeriodFrom: date('last_period_from'),
    lastSentAt: ts('last_sent_at'),
    ...timestamps(),
  },
  (t) => [
    index('report_schedules_company_idx').on(t.companyId),
    index('report_schedules_enabled_idx').on(t.enabled),
  ],
);

export const reportScheduleSends = pgTable(
  'report_schedule_sends',
  {
    scheduleId: ref('schedule_id', () => reportSchedules.id, 'cascade'),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    recipients: integer('recipients').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'report_schedule_sends_pk', columns: [t.scheduleId, t.periodFrom] })],
);
