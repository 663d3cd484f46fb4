import { REIMBURSE_SETTINGS_MESSAGES } from '@seller-tools/contract';
import { assertCompanyAdmin } from '../../../lib/company-admin.ts';

/**
 * Who changes a setting: the user (recorded as updated_by) and whether they are their company's admin.
 * The routes pass the signed-in caller (authOf) as it is.
 */
export type TSettingsActor = { userId: string; isCompanyAdmin: boolean };

// A store's reimbursement settings decide what is claimed in the company's name, so only its admin
// changes them; every member who sees the store reads them.
export function assertCanEdit(actor: TSettingsActor): void {
  assertCompanyAdmin(actor, REIMBURSE_SETTINGS_MESSAGES.adminOnly);
}
