import { z } from 'zod';
import { ROLES } from '../../roles.ts';

// Staff tools over sellers' accounts (spec §7 "GET /api/user/find", "GET /api/user/channel"; spec §3
// user info isAuditing; issue 20): find a user, list their stores, and open a seller's reimbursement
// line read-only in audit mode. Each endpoint is declared in a file of its own beside this one.

/** Who may use them (spec §7 via issue 20); super-admin included, nobody else. */
export const STAFF_AUDIT_ROLES = [ROLES.superAdmin, ROLES.caseManager, ROLES.reimbursementAdmin] as const;

/** The web page a call is made from, sent while auditing so the audit trail names the page. */
export const AUDIT_PAGE_HEADER = 'x-page-path';

/** How many users one search answers at most. */
export const USER_FIND_LIMIT = 20;
export const USER_FIND_MAX_LENGTH = 100;

export const STAFF_AUDIT_MESSAGES = {
  forbidden: 'Only staff (super-admin, case manager, reimbursement admin) can do this.',
  userNotFound: 'User not found.',
  companyNotFound: 'Company not found.',
  storeNotFound: 'This company has no such store.',
  alreadyAuditing: 'You are already in audit mode. Leave it before opening another seller.',
  notAuditing: 'You are not in audit mode.',
  started: 'Audit mode started: read-only.',
  stopped: 'You left audit mode.',
  readOnly: 'Audit mode is read-only: leave audit mode to make changes.',
  ownCompany: 'This is your own company: open it without audit mode.',
} as const;

/** What the staff screens say (the "Open a seller" dialog and the shell's audit banner). */
export const STAFF_AUDIT_LABELS = {
  openSeller: 'Open a seller',
  searchLabel: 'Find a user',
  searchPlaceholder: 'Name or email',
  searchHint: 'Type part of a name or email to find a seller.',
  noUsers: 'No user matches. Check the spelling, or search by email.',
  noStores: 'This user has no connected store yet: there is nothing to audit.',
  storesOf: (name: string) => `Stores of ${name}`,
  openLine: 'Open reimbursement line (audit mode)',
  banner: (company: string) => `Audit mode — read-only: ${company}`,
  leave: 'Leave audit mode',
  readOnlyHint: 'Read-only in audit mode',
} as const;

/** The audit the caller's session is in (user info `audit`, with is_auditing true). */
export const ZAuditState = z.object({
  company_id: z.string(),
  company_name: z.string(),
  /** UTC, ISO 8601. */
  started_at: z.string(),
});
export type TAuditState = z.infer<typeof ZAuditState>;
