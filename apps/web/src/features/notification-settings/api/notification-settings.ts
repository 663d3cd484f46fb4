import { type TNotificationSettings, ZNotificationSettingsResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

export const NOTIFICATION_SETTINGS_PATH = '/api/review/notification-settings';
export const notificationSettingsKey = ['review', 'notification-settings'] as const;

/** GET /api/review/notification-settings: the signed-in user's summary and alert settings. */
export async function fetchNotificationSettings(signal?: AbortSignal): Promise<TNotificationSettings> {
  const result = await http.get(NOTIFICATION_SETTINGS_PATH, {
    signal,
    silent: true,
    schema: ZNotificationSettingsResponse,
  });
  return unwrap(result).data;
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
  const result = await http.put(NOTIFICATION_SETTINGS_PATH, settings, {
    schema: ZNotificationSettingsResponse,
  });
  return unwrap(result).data;
}
