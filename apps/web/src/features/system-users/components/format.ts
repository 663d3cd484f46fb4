import { ROLES, SYSTEM_USER_ACTIONS } from '@seller-tools/contract';

import { formatDateTime as formatInstant } from '../../../lib/dates';

/** An ISO timestamp for a table cell (spec §9's date, 24-hour time, UTC); null reads as the fallback. */
export function formatDateTime(iso: string | null, fallback = '—'): string {
  return formatInstant(iso, 'UTC', fallback);
}

export const ACTION_LABELS: Record<string, string> = {
  [SYSTEM_USER_ACTIONS.userDelete]: 'Deleted user',
  [SYSTEM_USER_ACTIONS.userRestore]: 'Restored user',
  [SYSTEM_USER_ACTIONS.roleGrant]: 'Granted role',
  [SYSTEM_USER_ACTIONS.roleRevoke]: 'Revoked role',
};

/** What each role of spec §6 opens, for the role management page. */
export const ROLE_DESCRIPTIONS: Record<string, string> = {
  [ROLES.superAdmin]: 'Every page, including the system pages; passes every role check.',
  [ROLES.affiliateAgent]: 'Affiliates: their own referred companies.',
  [ROLES.caseManager]: 'The reimbursement case manager page.',
  [ROLES.reimbursementAdmin]: 'Lost-in-warehouse reimbursement pages.',
  [ROLES.violationAdmin]: 'Violation monitoring.',
  [ROLES.violationUser]: 'Violation monitoring.',
  [ROLES.violationReporter]: 'Violation monitoring.',
  [ROLES.advertisingAdmin]: 'PPC Manager.',
};
