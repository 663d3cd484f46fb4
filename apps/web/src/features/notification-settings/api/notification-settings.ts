import {
  notificationSettingsEndpoint,
  saveNotificationSettingsEndpoint,
  type TNotificationSettings,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';

export const notificationSettingsKey = ['review', 'notification-settings'] as const;

/** GET /api/review/notification-settings: the signed-in user's summary and alert settings. */
export async function fetchNotificationSettings(signal?: AbortSignal): Promise<TNotificationSettings> {
  return unwrap(await call(notificationSettingsEndpoint, {}, { signal, silent: true })).data;
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
    retry: retryNetworkOnce,
  });
}

/** PUT /api/review/notification-settings */
export async function saveNotificationSettings(
  settings: TNotificationSettings,
): Promise<TNotificationSettings> {
  return unwrap(await call(saveNotificationSettingsEndpoint, { body: settings })).data;
}
