import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { isTimeZone } from '../inquiries/schedule-signup.ts';
import { ZStars } from './common.ts';

// Notification settings (/settings/notification) of the signed-in user: the daily summary at their hour in
// their time zone, negative-review and rating-drop alerts. Marketing preferences stay on PUT /api/user.

export const DEFAULT_SUMMARY_HOUR = 8;
export const DEFAULT_NEGATIVE_STARS = [1, 2, 3] as const;
export const DEFAULT_NOTIFICATION_TIMEZONE = 'America/Los_Angeles';
/** How many ASINs or tags one user's alert scope may name. */
export const ALERT_SCOPE_MAX = 50;

/** How often the review summary goes out (issue 25): every day, Mondays, or the 1st of the month. */
export const SUMMARY_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TSummaryFrequency = (typeof SUMMARY_FREQUENCIES)[number];

export const ZNotificationSettings = z.object({
  /** Whether the review summary mail goes out at all; `summary_frequency` says how often. */
  daily_summary: z.boolean(),
  summary_frequency: z.enum(SUMMARY_FREQUENCIES).default('daily'),
  /** 0–23, local time in `timezone`. */
  summary_hour: z.number().int().min(0).max(23),
  timezone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Please choose a valid time zone.'),
  negative_review_alert: z.boolean(),
  /** Stars that count as negative (default 1–3). */
  negative_stars: z.array(ZStars).min(1, 'Choose at least one star rating.').max(5),
  rating_drop_alert: z.boolean(),
  /** Alert scope (issue 25): review and rating alerts only for these ASINs; empty: every ASIN. */
  alert_asins: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{10}$/, 'ASINs have 10 letters or digits.'),
    )
    .max(ALERT_SCOPE_MAX)
    .default([]),
  /** Negative-review alerts only for reviews with one of these tags; empty: any review. */
  alert_tag_ids: z.array(z.uuid()).max(ALERT_SCOPE_MAX).default([]),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationSettingsResponse = ZEnvelope(ZNotificationSettings);

/** GET /api/review/notification-settings */
export const notificationSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/notification-settings',
  tags: ['notifications'],
  summary: "The caller's daily summary and alert settings",
  response: ZNotificationSettingsResponse,
});

/** PUT /api/review/notification-settings */
export const saveNotificationSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review/notification-settings',
  tags: ['notifications'],
  summary: "Save the caller's daily summary and alert settings",
  body: ZNotificationSettings,
  response: ZNotificationSettingsResponse,
});
