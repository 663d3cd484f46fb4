import { type TUserPlan, ZPlanListResponse } from '@seller-tools/contract';
import { http, isErrorEnvelope } from '../http';
import { getUserInfo } from '../storage';

export const PLAN_LIST_PATH = '/api/plan/list';

/**
 * The company's plans: from the stored user info (sign-in brings them), else GET /api/plan/list for a
 * session stored before user info carried them. A failed read counts as no plans: the page then shows its
 * signup variant, which is harmless, rather than a page the user may not have.
 */
export async function fetchPlans(): Promise<readonly Pick<TUserPlan, 'plan_name'>[]> {
  const stored = getUserInfo()?.plans;
  if (stored) return stored;
  try {
    const result = await http.get(PLAN_LIST_PATH, { silent: true, schema: ZPlanListResponse });
    return isErrorEnvelope(result) ? [] : result.data;
  } catch {
    return [];
  }
}
