import { DEFAULT_MODULE } from '@seller-tools/contract';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';
import { ReimburseDashboardPage } from '../features/reimburse/routes/reimburse-dashboard-page';
import { useCurrentUser } from '../lib/session';

/**
 * /dashboard of both lines (spec §2: one route, module-dependent). Features do not import each other, so
 * the choice is made here. A reimburse user without the plan never gets here: the shell's plan guard sends
 * them to the signup dashboard first.
 */
export function ModuleDashboardPage() {
  const module = useCurrentUser()?.module ?? DEFAULT_MODULE;
  return module === 'reimburse' ? <ReimburseDashboardPage /> : <DashboardPage />;
}
