import { describe, expect, it } from 'vitest';
import { effectiveRoles, ROLES } from './roles.ts';

describe('effectiveRoles', () => {
  it('adds advertising-admin for a plan with the ppc module, once', () => {
    expect(effectiveRoles([], ['review', 'ppc'])).toEqual([ROLES.advertisingAdmin]);
    expect(effectiveRoles([ROLES.advertisingAdmin], ['ppc', 'ppc'])).toEqual([ROLES.advertisingAdmin]);
    expect(effectiveRoles([ROLES.caseManager], ['ppc'])).toEqual([ROLES.caseManager, ROLES.advertisingAdmin]);
  });

  it('grants nothing for other modules or unknown names', () => {
    expect(effectiveRoles([], ['review', 'reimburse', 'constructor'])).toEqual([]);
  });

  it('grants violation-admin to the company admin and violation-user to members; a stored violation role wins', () => {
    expect(effectiveRoles([], ['violation'], { isCompanyAdmin: true })).toEqual([ROLES.violationAdmin]);
    expect(effectiveRoles([], ['violation'])).toEqual([ROLES.violationUser]);
    expect(effectiveRoles([ROLES.violationReporter], ['violation'], { isCompanyAdmin: true })).toEqual([
      ROLES.violationReporter,
    ]);
    expect(effectiveRoles([ROLES.violationReporter], [])).toEqual([ROLES.violationReporter]);
  });
});
