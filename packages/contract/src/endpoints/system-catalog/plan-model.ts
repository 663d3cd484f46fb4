import { z } from 'zod';
import { PLAN_MODULES } from '../../constants.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZPlan } from '../plan/model.ts';

// System > Plan management (super-admin only): the plan and the form its endpoints share. Assignments
// (company_plans) are what GET /api/plan/list and the sign-in user info give a company's users, so they
// drive the reimburse-plan redirects of §2.

// The plan every user's plan list shows, with what only plan management shows.
export const ZSystemPlan = ZPlan.extend({
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** Companies the plan is assigned to (default plans reach every company without one). */
  company_count: z.number().int(),
});
export type TSystemPlan = z.infer<typeof ZSystemPlan>;

export const PLAN_FORM_MESSAGES = {
  nameRequired: 'Please enter a plan name.',
  nameFormat: 'Use lower-case letters, digits, - and _ for the plan name.',
  price: 'Please enter a price of 0 or more.',
  currency: 'Please enter a three-letter currency code.',
  commission: 'Please enter a commission between 0 and 100.',
  module: 'Please choose at least one module.',
} as const;

/** POST /api/system/plans and PUT /api/system/plans/:id */
export const ZSystemPlanRequest = z.object({
  // The web matches plan_name exactly (a plan named reimburse opens the reimburse pages).
  name: z
    .string()
    .trim()
    .min(1, PLAN_FORM_MESSAGES.nameRequired)
    .max(64)
    .regex(/^[a-z0-9_-]+$/, PLAN_FORM_MESSAGES.nameFormat),
  description: z.string().trim().max(1000).default(''),
  modules: z.array(z.enum(PLAN_MODULES)).min(1, PLAN_FORM_MESSAGES.module),
  price_cents: z.coerce
    .number({ message: PLAN_FORM_MESSAGES.price })
    .int(PLAN_FORM_MESSAGES.price)
    .min(0, PLAN_FORM_MESSAGES.price)
    .max(100_000_000),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, PLAN_FORM_MESSAGES.currency)
    .default('USD'),
  commission_percent: z
    .number({ message: PLAN_FORM_MESSAGES.commission })
    .int(PLAN_FORM_MESSAGES.commission)
    .min(0, PLAN_FORM_MESSAGES.commission)
    .max(100, PLAN_FORM_MESSAGES.commission)
    .nullable()
    .default(null),
  is_default: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type TSystemPlanRequest = z.input<typeof ZSystemPlanRequest>;
export const ZSystemPlanResponse = ZEnvelope(ZSystemPlan);
export const ZSystemPlanIdParams = z.object({ planId: z.uuid() });

/** PUT (assign) and DELETE (unassign) /api/system/plans/:planId/companies/:companyId */
export const ZPlanAssignmentParams = z.object({ planId: z.uuid(), companyId: z.uuid() });
