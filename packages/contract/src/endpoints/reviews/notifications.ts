import { z } from 'zod';
import { isTimeZone } from '../inquiries/schedule-signup.ts';
import { REVIEW_MESSAGES, ZStars } from './common.ts';

// Notification settings (/settings/notification) of the signed-in user: the daily summary at their hour in
// their time zone, negative-review and rating-drop alerts. Marketing preferences stay on PUT /api/user.

export const DEFAULT_SUMMARY_HOUR = 8;
export const DEFAULT_NEGATIVE_STARS = [1, 2, 3] as const;
export const DEFAULT_NOTIFICATION_TIMEZONE = 'America/Los_Angeles';

export const ZNotificationSettings = z.object({
  daily_summary: z.boolean(),
  /** 0–23, local time in `timezone`. */
  summary_hour: z.number().int().min(0).max(23),
  timezone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Please choose a valid time zone.'),
  negative_review_alert: z.boolean(),
  /** Stars that count as negative (default 1–3). */
  negative_stars: z.array(ZStars).min(1, 'Choose at least one star rating.').max(5),
  rating_drop_alert: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationSettingsResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZNotificationSettings,
});

/** GET /api/email/unsubscribe?token — the token each email's unsubscribe link carries. */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(10).max(400) });
export const UNSUBSCRIBE_KINDS = ['daily_summary', 'alerts', 'marketing'] as const;
export const ZUnsubscribeResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ kind: z.enum(UNSUBSCRIBE_KINDS), email: z.string() }),
});
export const UNSUBSCRIBE_TEXT = { done: REVIEW_MESSAGES.unsubscribed } as const;
