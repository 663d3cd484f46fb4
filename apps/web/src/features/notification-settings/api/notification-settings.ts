import {
  notificationSettingsEndpoint,
  saveNotificationSettingsEndpoint,
  type TNotificationSettings,
} from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';

export const notificationSettingsKey = ['review', 'notification-settings'] as const;

/** GET /api/review/notification-settings: the signed-in user's summary and alert settings. */
export function useNotificationSettings() {
  return useEndpointQuery(notificationSettingsKey, notificationSettingsEndpoint);
}

/** PUT /api/review/notification-settings */
export async function saveNotificationSettings(
  settings: TNotificationSettings,
): Promise<TNotificationSettings> {
  return unwrap(await call(saveNotificationSettingsEndpoint, { body: settings })).data;
}
