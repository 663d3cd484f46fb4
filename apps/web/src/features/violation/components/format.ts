import { ROLES, type TViolationSeverity, type TViolationStatus } from '@seller-tools/contract';

export const SEVERITY_COLORS: Record<TViolationSeverity, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'gray',
};

export const STATUS_COLORS: Record<TViolationStatus, string> = {
  new: 'blue',
  acknowledged: 'grape',
  resolved: 'green',
};

export const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(2)} %`);

/** What the caller may do in the module (the server enforces the same). */
export function violationAbilities(roles: readonly string[]) {
  const superAdmin = roles.includes(ROLES.superAdmin);
  const admin = superAdmin || roles.includes(ROLES.violationAdmin);
  const act = admin || roles.includes(ROLES.violationUser);
  return { read: act || roles.includes(ROLES.violationReporter), act, admin };
}
