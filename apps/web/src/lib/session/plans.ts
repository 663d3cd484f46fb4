import { listPlansEndpoint, type TUserPlan } from '@seller-tools/contract';
import { call, isErrorEnvelope } from '../http';
import { getUserInfo } from '../storage';

/**
 * The company's plans, asked of the server each time (an operator may assign or take back a plan while
 * the user is signed in); the list sign-in stored is the fallback when the call fails. With neither, no
 * plans: the page then shows its signup variant, which is harmless, rather than a page the user may not have.
 */
export async function fetchPlans(): Promise<readonly Pick<TUserPlan, 'plan_name'>[]> {
  const stored = getUserInfo()?.plans ?? [];
  try {
    const result = await call(listPlansEndpoint, {}, { silent: true });
    return isErrorEnvelope(result) ? stored : result.data;
  } catch {
    return stored;
  }
}
