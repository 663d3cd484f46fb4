import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companyRef, createdAt, ref, ts } from './columns.ts';

// What a company pays for. A plan named reimburse opens the reimbursement pages (spec §2 guard).
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Product modules the plan opens (MODULES). */
    modules: text('modules').array().notNull().default(sql`'{}'::text[]`),
    /** Monthly price in minor units (cents). */
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** Share of recovered amounts charged, for success-fee plans. */
    commissionPercent: integer('commission_percent'),
    /** Every company has a default plan without an assignment. */
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plans_name_uq').on(t.name)],
);

// Plans assigned to a company on top of the default ones (plan management, issue 9, edits these).
export const companyPlans = pgTable(
  'company_plans',
  {
    companyId: companyRef(),
    planId: ref('plan_id', () => plans.id),
    assignedBy: uuid('assigned_by').references(() => users.id),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.planId] })],
);
