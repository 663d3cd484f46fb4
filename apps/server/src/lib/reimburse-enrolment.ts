import { REIMBURSE_PLAN_NAME, type TPlan } from '@seller-tools/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { companyPlans, plans } from '../db/schema/index.ts';
import { loadCompanyPlans } from './company-plans.ts';

// Who is enrolled in reimbursement recovery: a company holding the reimburse plan. Free of HTTP, so jobs
// and services read it too (the reimburse line's plan.ts guards its routes with it).

type TSelector = Pick<TDb, 'select'>;

/** The company's reimburse plan, or null when it has none (asked each time: staff assign and take it back). */
export async function reimbursePlanOf(db: TSelector, companyId: string): Promise<TPlan | null> {
  const plans = await loadCompanyPlans(db, companyId);
  return plans.find((plan) => plan.plan_name === REIMBURSE_PLAN_NAME) ?? null;
}

/**
 * Whether the company (a column or value) is enrolled: it holds an active plan named reimburse (assigned,
 * or a default plan of that name). The staff's lists across sellers show enrolled companies only.
 */
export function reimburseEnrolled(companyId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${plans} where ${plans.name} = ${REIMBURSE_PLAN_NAME} and ${plans.isActive} and (${plans.isDefault} or exists (select 1 from ${companyPlans} where ${companyPlans.planId} = ${plans.id} and ${companyPlans.companyId} = ${companyId})))`;
}
