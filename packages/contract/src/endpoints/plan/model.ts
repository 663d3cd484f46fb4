import { z } from 'zod';
import { PLAN_MODULES } from '../../constants.ts';

// Plans (spec §3 "plan": plan_name matters; a plan named reimburse unlocks the reimburse pages, see
// hasReimbursePlan in access.ts). A company has every default plan plus the plans assigned to it.

export const ZPlan = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  description: z.string(),
  /** The product modules the plan opens. */
  modules: z.array(z.enum(PLAN_MODULES)),
  /** Monthly price in the currency's minor unit (cents); 0 for a free plan. */
  price_cents: z.number().int(),
  currency: z.string(),
  /** Share of recovered amounts charged, for success-fee plans; null when none. */
  commission_percent: z.number().nullable(),
  /** Every company has a default plan without an assignment. */
  is_default: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;

/** A plan as user info carries it (spec §3: the stored plan list, each with plan_name). */
export const ZUserPlan = z.object({ plan_name: z.string(), modules: z.array(z.enum(PLAN_MODULES)) });
export type TUserPlan = z.infer<typeof ZUserPlan>;
