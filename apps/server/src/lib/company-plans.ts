import { PLAN_MODULES, REIMBURSE_PLAN_NAME, type TPlan, type TPlanModule } from '@seller-tools/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { companyPlans, plans } from '../db/schema/index.ts';

type TSelector = Pick<TDb, 'select'>;
type TPlanRow = typeof plans.$inferSelect;

/** A plan row as the API shows it. */
export function toPlan(row: TPlanRow): TPlan {
  return {
    plan_id: row.id,
    plan_name: row.name,
    description: row.description,
    modules: row.modules.filter((m): m is TPlanModule => (PLAN_MODULES as readonly string[]).includes(m)),
    price_cents: row.priceCents,
    currency: row.currency,
    commission_percent: row.commissionPercent,
    is_default: row.isDefault,
  };
}

/** The company's active plans: every default plan plus those assigned to it, in display order. */
export async function loadCompanyPlans(db: TSelector, companyId: string): Promise<TPlan[]> {
  const assigned = sql`exists (select 1 from ${companyPlans} where ${companyPlans.planId} = ${plans.id} and ${companyPlans.companyId} = ${companyId})`;
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.isActive, true), or(eq(plans.isDefault, true), assigned)))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
  return rows.map(toPlan);
}

/** Every active plan (plan management). */
export async function loadAllPlans(db: TSelector): Promise<TPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
  return rows.map(toPlan);
}

/** The company's reimburse plan, or null when it has none (asked each time: staff assign and take it back). */
export async function reimbursePlanOf(db: TSelector, companyId: string): Promise<TPlan | null> {
  const plans = await loadCompanyPlans(db, companyId);
  return plans.find((plan) => plan.plan_name === REIMBURSE_PLAN_NAME) ?? null;
}
