import { ROLES, type TPlan } from '@seller-tools/contract';
import type { TDb } from '../../db/client.ts';
import { hasRole, ROLE_REQUIRED_MESSAGE, requireEnrolledStaff, type TAuth } from '../../lib/auth.ts';
import { loadAllPlans, loadCompanyPlans } from '../../lib/company-plans.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';

export type TPlansDeps = { db: Pick<TDb, 'select'> };

export function createPlansService({ db }: TPlansDeps) {
  return {
    /** The caller's company's plans; every plan (scope all) only for a super-admin, who manages them. */
    async list(auth: TAuth, scope: 'company' | 'all'): Promise<Outcome<TPlan[]>> {
      if (scope === 'company') return success(await loadCompanyPlans(db, auth.companyId));
      if (!hasRole(auth, [ROLES.superAdmin])) return failure('forbidden', ROLE_REQUIRED_MESSAGE);
      requireEnrolledStaff(auth);
      return success(await loadAllPlans(db));
    },
  };
}
