// Role names of spec §6. User info stores them comma-joined.
export const ROLES = {
  superAdmin: 'super-admin',
  affiliateAgent: 'affiliate-agent',
  caseManager: 'case-manager',
  reimbursementAdmin: 'reimbursement-admin',
  violationAdmin: 'violation-admin',
  violationUser: 'violation-user',
  violationReporter: 'violation-reporter',
  advertisingAdmin: 'advertising-admin',
} as const;

export type TRole = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES: readonly TRole[] = Object.values(ROLES);

/** Parses a role value that may be a string (comma-joined) or a list. Unknown names are kept. */
export function parseRoles(value: string | readonly string[] | null | undefined): string[] {
  if (value == null) return [];
  const list = typeof value === 'string' ? value.split(',') : value;
  return list.map((r) => r.trim()).filter((r) => r.length > 0);
}

export function joinRoles(roles: readonly string[]): string {
  return roles.join(',');
}
