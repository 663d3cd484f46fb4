import { DEFAULT_MODULE, hasReimbursePlan, reimbursePlanRedirect } from '@seller-tools/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getSession } from '../storage';
import { fetchPlans } from './plans';

/**
 * Loader of the shell (spec §2 navigation guard): a user without the reimburse plan who opens a reimburse
 * page that needs it goes to its signup variant. Only those pages wait for the plan list; every other
 * page opens at once.
 */
export async function requireReimbursePlan({ request }: LoaderFunctionArgs): Promise<null> {
  const session = getSession();
  // Signed out: requireAuth above has already redirected.
  if (!session) return null;
  const path = new URL(request.url).pathname;
  const module = session.userInfo?.module ?? DEFAULT_MODULE;
  if (reimbursePlanRedirect(path, false, module) === null) return null;

  const target = reimbursePlanRedirect(path, hasReimbursePlan(await fetchPlans()), module);
  if (target) throw redirect(target);
  return null;
}
