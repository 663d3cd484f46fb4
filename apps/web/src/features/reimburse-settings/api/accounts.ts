import {
  reimburseAccountsEndpoint,
  reimburseNotificationEndpoint,
  saveReimburseNotificationEndpoint,
} from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { bodySender } from '../../../lib/endpoint-query/body-sender';
import { reimburseSettingsKeys } from './keys';

/** GET /api/reimburse/settings/accounts: the stores the user sees, enrolment and last audit. */
export const useReimburseAccounts = () =>
  useEndpointQuery(reimburseSettingsKeys.accounts, reimburseAccountsEndpoint);

/** GET /api/reimburse/settings/notification: the user's own reimbursement emails. */
export const useReimburseNotification = () =>
  useEndpointQuery(reimburseSettingsKeys.notification, reimburseNotificationEndpoint);

export const saveReimburseNotification = bodySender(saveReimburseNotificationEndpoint);
