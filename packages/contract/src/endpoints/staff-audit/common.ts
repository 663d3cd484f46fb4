import { z } from 'zod';
import { ROLES } from '../../roles.ts';

// Staff tools over sellers' accounts (spec §7 "GET /api/user/find", "GET /api/user/channel"; spec §3
// user info isAuditing; issue 20): find a user, list their stores, and open a seller's reimbursement
// line read-only in audit mode. Each endpoint is declared in a file of its own beside this one.

/** Who may use them (spec §7 via issue 20); super-admin included, nobody else. */
export const STAFF_AUDIT_ROLES = [ROLES.superAdmin, ROLES.caseManager, ROLES.reimbursementAdmin] as const;

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

/** The audit the caller's session is in (user info `audit`, with is_auditing true). */
export const ZAuditState = z.object({
  company_id: z.string(),
  company_name: z.string(),
  /** UTC, ISO 8601. */
  started_at: z.string(),
});
export type TAuditState = z.infer<typeof ZAuditState>;
