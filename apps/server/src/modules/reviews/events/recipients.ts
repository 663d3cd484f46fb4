import type { TNotificationSettings } from '@seller-tools/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { channels, notificationSettings, users } from '../../../db/schema/index.ts';
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
 * receive a store's alerts and summaries (access_channel_list narrows it, as it does in the app).
 */
export async function companyRecipients(db: TDb, companyId?: string): Promise<TRecipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      companyId: users.companyId,
      timezone: users.ppcTimezone,
      access: users.accessChannelList,
      settings: notificationSettings,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
        companyId ? eq(users.companyId, companyId) : undefined,
      ),
    );
  if (rows.length === 0) return [];
  const stores = await db
    .select({ id: channels.id, companyId: channels.companyId, sellerId: channels.sellerId })
    .from(channels)
    .where(and(isNull(channels.deletedAt), companyId ? eq(channels.companyId, companyId) : undefined));
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    name: row.name,
    settings: settingsOf(row.settings ?? undefined, row.timezone),
    channelIds: stores
      .filter(
        (s) => s.companyId === row.companyId && (row.access === null || row.access.includes(s.sellerId)),
      )
      .map((s) => s.id),
  }));
}
