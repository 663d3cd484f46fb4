import {
  DEFAULT_NEGATIVE_STARS,
  DEFAULT_NOTIFICATION_TIMEZONE,
  DEFAULT_SUMMARY_HOUR,
  type TNotificationSettings,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { notificationSettings, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TUnsubscribeKind } from '../../lib/unsubscribe-tokens.ts';

type TRow = typeof notificationSettings.$inferSelect;

/** A user who never saved settings gets the daily summary at 8:00 in their PPC time zone and every alert. */
export function defaultSettings(timezone?: string | null): TNotificationSettings {
  return {
    daily_summary: true,
    summary_frequency: 'daily',
    summary_hour: DEFAULT_SUMMARY_HOUR,
    timezone: timezone || DEFAULT_NOTIFICATION_TIMEZONE,
    negative_review_alert: true,
    negative_stars: [...DEFAULT_NEGATIVE_STARS],
    rating_drop_alert: true,
    alert_asins: [],
    alert_tag_ids: [],
  };
}

export function settingsOf(row: TRow | undefined, timezone?: string | null): TNotificationSettings {
  if (!row) return defaultSettings(timezone);
  return {
    daily_summary: row.dailySummary,
    summary_frequency: row.summaryFrequency,
    summary_hour: row.summaryHour,
    timezone: row.timezone,
    negative_review_alert: row.negativeReviewAlert,
    negative_stars: row.negativeStars,
    rating_drop_alert: row.ratingDropAlert,
    alert_asins: row.alertAsins,
    alert_tag_ids: row.alertTagIds,
  };
}

function columnsOf(settings: TNotificationSettings) {
  return {
    dailySummary: settings.daily_summary,
    summaryFrequency: settings.summary_frequency,
    summaryHour: settings.summary_hour,
    timezone: settings.timezone,
    negativeReviewAlert: settings.negative_review_alert,
    negativeStars: [...new Set(settings.negative_stars)].sort(),
    ratingDropAlert: settings.rating_drop_alert,
    alertAsins: [...new Set(settings.alert_asins)],
    alertTagIds: [...new Set(settings.alert_tag_ids)],
  };
}

export function createNotificationSettingsService({ db, clock }: { db: TDb; clock: TClock }) {
  async function get(userId: string): Promise<TNotificationSettings> {
    const [row] = await db
      .select({ settings: notificationSettings, timezone: users.ppcTimezone })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId));
    return settingsOf(row?.settings ?? undefined, row?.timezone);
  }

  async function save(userId: string, settings: TNotificationSettings): Promise<TNotificationSettings> {
    const values = { ...columnsOf(settings), updatedAt: clock.now() };
    await db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
    return get(userId);
  }

  /** One click from a mail: turns that kind of mail off. Answers the user's email, or null when gone. */
  async function unsubscribe(userId: string, kind: TUnsubscribeKind): Promise<string | null> {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    if (kind === 'marketing') {
      await db
        .update(users)
        .set({
          marketing: {
            general_newsletter_email: false,
            new_feature_guide_email: false,
            recent_update_email: false,
          },
          unsubscribeReqDate: clock.now(),
        })
        .where(eq(users.id, userId));
    } else {
      const current = await get(userId);
      await save(
        userId,
        kind === 'daily_summary'
          ? { ...current, daily_summary: false }
          : { ...current, negative_review_alert: false, rating_drop_alert: false },
      );
    }
    return user.email;
  }

  return { get, save, unsubscribe };
}

export type TNotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
