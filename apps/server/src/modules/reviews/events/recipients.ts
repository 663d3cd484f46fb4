import type { TNotificationSettings } from '@seller-tools/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { notificationSettings, users } from '../../../db/schema/index.ts';
import { visibleStoresByUser } from '../../../lib/store-access.ts';
import { settingsOf } from '../notification-settings.service.ts';

export type TRecipient = {
  userId: string;
  email: string;
  name: string;
  settings: TNotificationSettings;
  /** The stores of the company this user may see. */
  channelIds: string[];
};

/**
 * The verified, active users of a company with their notification settings and visible stores: who may
 * receive a store's alerts and summaries (the access policy decides, as it does in the app).
 */
export async function companyRecipients(db: TDb, companyId?: string): Promise<TRecipient[]> {
  const who = and(
    isNull(users.deletedAt),
    isNotNull(users.emailVerifiedAt),
    companyId ? eq(users.companyId, companyId) : undefined,
  );
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      timezone: users.ppcTimezone,
      settings: notificationSettings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(who);
  if (rows.length === 0) return [];
  const visible = await visibleStoresByUser(db, who);
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    name: row.name,
    settings: settingsOf(row.settings ?? undefined, row.timezone),
    channelIds: visible.get(row.userId) ?? [],
  }));
}
