import {
  reimburseAccountsEndpoint,
  reimburseNotificationEndpoint,
  saveReimburseNotificationEndpoint,
  type TReimburseNotificationSettings,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { reimburseSettingsKeys } from './keys';

/** GET /api/reimburse/settings/accounts: the stores the user sees, enrolment and last audit. */
export function useReimburseAccounts() {
  return useQuery({
    queryKey: reimburseSettingsKeys.accounts,
    queryFn: async ({ signal }) =>
      unwrap(await call(reimburseAccountsEndpoint, {}, { signal, silent: true })).data,
    retry: retryNetworkOnce,
  });
}

/** GET /api/reimburse/settings/notification: the user's own reimbursement emails. */
export function useReimburseNotification() {
  return useQuery({
    queryKey: reimburseSettingsKeys.notification,
    queryFn: async ({ signal }) =>
      unwrap(await call(reimburseNotificationEndpoint, {}, { signal, silent: true })).data,
    retry: retryNetworkOnce,
  });
}

export async function saveReimburseNotification(body: TReimburseNotificationSettings) {
  return unwrap(await call(saveReimburseNotificationEndpoint, { body })).data;
}
