import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';
import { isTimeZone } from '../inquiries/schedule-signup.ts';
import { SALES_REPORT_FORMATS } from '../reports-sales/common.ts';

// Scheduled report emails (issue 25, the Reports module): a user's standing order for one report of one
// store, mailed each day, week or month as a CSV or XLSX attachment covering the period just ended (the
// previous day, the previous Monday–Sunday week, the previous calendar month), at an hour of their time zone.

export const REPORT_SCHEDULE_REPORTS = ['reviews', 'sales', 'profit'] as const;
export const REPORT_SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TReportScheduleReport = (typeof REPORT_SCHEDULE_REPORTS)[number];
export type TReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];

export const REPORT_SCHEDULE_LABELS: Record<TReportScheduleReport, string> = {
  reviews: 'Reviews',
  sales: 'Sales and orders',
  profit: 'Profit',
};
/** ISO weekdays, 1 = Monday. */
export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Monthly schedules pick a day every month has. */
export const REPORT_SCHEDULE_MONTH_DAY_MAX = 28;
export const REPORT_SCHEDULE_RECIPIENTS_MAX = 20;
export const REPORT_SCHEDULES_PER_USER_MAX = 50;

export const REPORT_SCHEDULE_MESSAGES = {
  notFound: 'Scheduled email not found.',
  weekdayRequired: 'Choose the day of the week.',
  monthDayRequired: 'Choose the day of the month.',
  recipientNotAllowed: 'Every recipient must be a user of your company who may see this store.',
  tooMany: `You can have at most ${REPORT_SCHEDULES_PER_USER_MAX} scheduled emails.`,
  lostAccess: 'Paused: you no longer have access to this store.',
  noExportPermission: 'Paused: you no longer have the permission to export reports.',
} as const;

export const ZReportScheduleRequest = z
  .object({
    channel_id: z.uuid('Choose a store.'),
    report: z.enum(REPORT_SCHEDULE_REPORTS),
    frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
    weekday: z.int().min(1).max(7).nullable().default(null),
    month_day: z.int().min(1).max(REPORT_SCHEDULE_MONTH_DAY_MAX).nullable().default(null),
    /** Local hour (0–23) in time_zone. */
    send_hour: z.int().min(0).max(23).default(7),
    time_zone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Please choose a valid time zone.'),
    format: z.enum(SALES_REPORT_FORMATS),
    /** User ids; empty: the caller alone. */
    recipient_ids: z.array(z.uuid()).max(REPORT_SCHEDULE_RECIPIENTS_MAX).default([]),
    enabled: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.frequency === 'weekly' && value.weekday === null)
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: REPORT_SCHEDULE_MESSAGES.weekdayRequired });
    if (value.frequency === 'monthly' && value.month_day === null)
      ctx.addIssue({
        code: 'custom',
        path: ['month_day'],
        message: REPORT_SCHEDULE_MESSAGES.monthDayRequired,
      });
  });
export type TReportScheduleRequest = z.input<typeof ZReportScheduleRequest>;

export const ZReportScheduleParams = z.object({ scheduleId: z.uuid() });

export const ZReportScheduleRecipient = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TReportScheduleRecipient = z.infer<typeof ZReportScheduleRecipient>;

export const ZReportSchedule = z.object({
  id: z.string(),
  channel_id: z.string(),
  report: z.enum(REPORT_SCHEDULE_REPORTS),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  weekday: z.number().nullable(),
  month_day: z.number().nullable(),
  send_hour: z.number(),
  time_zone: z.string(),
  format: z.enum(SALES_REPORT_FORMATS),
  recipients: z.array(ZReportScheduleRecipient),
  enabled: z.boolean(),
  /** Why the product paused it (the owner lost access to the store); null otherwise. */
  paused_reason: z.string().nullable(),
  /** The first day of the last period mailed (YYYY-MM-DD); null before the first mail. */
  last_period_from: z.string().nullable(),
  last_sent_at: z.string().nullable(),
});
export type TReportSchedule = z.infer<typeof ZReportSchedule>;

export const ZReportScheduleResponse = ZEnvelope(ZReportSchedule);
export const ZReportScheduleListResponse = ZEnvelope(z.array(ZReportSchedule));
export const ZReportScheduleDeletedResponse = ZEnvelope(z.object({ id: z.string() }));
export const ZReportScheduleRecipientsResponse = ZEnvelope(z.array(ZReportScheduleRecipient));
