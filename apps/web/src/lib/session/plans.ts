import { type TUserPlan, ZPlanListResponse } from '@seller-tools/contract';
import { http, isErrorEnvelope } from '../http';
import { getUserInfo } from '../storage';

export const PLAN_LIST_PATH = '/api/plan/list';

/**
 * The company's plans, asked of the server each time (an operator may assign or take back a plan while
 * the user is signed in); the list sign-in stored is the fallback when the call fails. With neither, no
 * plans: the page then shows its signup variant, which is harmless, rather than a page the user may not have.
 */
export async function fetchPlans(): Promise<readonly Pick<TUserPlan, 'plan_name'>[]> {
  const stored = getUserInfo()?.plans ?? [];
  try {
    const result = await http.get(PLAN_LIST_PATH, { silent: true, schema: ZPlanListResponse });
    return isErrorEnvelope(result) ? stored : result.data;
  } catch {
    return stored;
  }
}
