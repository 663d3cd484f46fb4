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

// Roles a company gets through its plans (issue 21): a plan with the module makes every user of the
// company hold the role, on top of the roles stored on the user. Resolved on the server with the caller.
export const PLAN_MODULE_ROLES: Readonly<Record<string, TRole>> = {
  ppc: ROLES.advertisingAdmin,
  violation: ROLES.violationUser,
};

// The violation plan (issue 22) grants one of three roles per user, not one for all:
// - the company admin becomes violation-admin (manages watch lists and everyone's alert routing);
// - a team member whose stored roles already name a violation role keeps exactly that one, so the
//   company admin makes a member read-only by giving them violation-reporter (or a second admin by
//   violation-admin) in the team's roles;
// - every other member becomes violation-user (sees everything, acknowledges, routes their own alerts).
const VIOLATION_ROLES: readonly string[] = [
  ROLES.violationAdmin,
  ROLES.violationUser,
  ROLES.violationReporter,
];

/** The user's own roles plus those their company's plan modules grant, without duplicates, own first. */
export function effectiveRoles(
  roles: readonly string[],
  planModules: readonly string[],
  options: { isCompanyAdmin?: boolean } = {},
): string[] {
  const out = [...roles];
  for (const module of planModules) {
    let role = Object.hasOwn(PLAN_MODULE_ROLES, module) ? PLAN_MODULE_ROLES[module] : undefined;
    if (module === 'violation') {
      if (out.some((r) => VIOLATION_ROLES.includes(r))) continue;
      role = options.isCompanyAdmin ? ROLES.violationAdmin : ROLES.violationUser;
    }
    if (role && !out.includes(role)) out.push(role);
  }
  return out;
}
