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
});
