import {
  CATALOG_MESSAGES,
  type TCatalogPage,
  type TSystemCompany,
  type TSystemPlan,
  type ZCatalogPageQuery,
  type ZSystemCompanyListQuery,
  type ZSystemPlanRequest,
} from '@seller-tools/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { companies, companyPlans, plans } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import type { TActor } from '../../lib/auth.ts';
import { toPlan } from '../../lib/company-plans.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { readOffsetPage } from '../../lib/offset-page.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { anyColumnContains } from '../../lib/search-columns.ts';

type TPlanRow = typeof plans.$inferSelect;
type TPageQuery = z.output<typeof ZCatalogPageQuery>;
type TCompanyQuery = z.output<typeof ZSystemCompanyListQuery>;
type TPlanInput = z.output<typeof ZSystemPlanRequest>;

function toSystemPlan(row: TPlanRow, companyCount: number): TSystemPlan {
  return { ...toPlan(row), is_active: row.isActive, sort_order: row.sortOrder, company_count: companyCount };
}

function toColumns(input: TPlanInput) {
  return {
    name: input.name,
    description: input.description,
    modules: input.modules,
    priceCents: input.price_cents,
    currency: input.currency,
    commissionPercent: input.commission_percent,
    isDefault: input.is_default,
    isActive: input.is_active,
    sortOrder: input.sort_order,
  };
}

// Correlated subqueries name the outer table in full: Drizzle leaves single-table columns unqualified.
const assignedCount = sql<number>`(select count(*)::int from company_plans cp where cp.plan_id = "plans"."id")`;

/**
 * System > Plan management. Assignments live in company_plans, which GET /api/plan/list and the sign-in
 * user info read (lib/company-plans.ts), so an assignment changes what the company's users get at once.
 */
export function createCatalogPlansService({ db }: { db: TDb }) {
  return {
    async list(query: TPageQuery): Promise<TCatalogPage<TSystemPlan>> {
      const condition = anyColumnContains(query.search, plans.name);
      return readOffsetPage(
        query,
        db
          .select({ plan: plans, companyCount: assignedCount })
          .from(plans)
          .where(condition)
          .orderBy(asc(plans.sortOrder), asc(plans.name))
          .$dynamic(),
        db.select({ n: count() }).from(plans).where(condition),
        (r) => toSystemPlan(r.plan, r.companyCount),
      );
    },

    async save(actor: TActor, planId: string | null, input: TPlanInput): Promise<Outcome<TSystemPlan>> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = planId
            ? await tx.update(plans).set(toColumns(input)).where(eq(plans.id, planId)).returning()
            : await tx.insert(plans).values(toColumns(input)).returning();
          if (!row) return failure('not-found', CATALOG_MESSAGES.planNotFound);
          await recordAdminAction(tx, actor, {
            action: planId ? 'plan.update' : 'plan.create',
            target: row.name,
            detail: { plan_id: row.id },
          });
          const [assigned] = await tx
            .select({ n: count() })
            .from(companyPlans)
            .where(eq(companyPlans.planId, row.id));
          return success(toSystemPlan(row, assigned?.n ?? 0));
        });
      } catch (err) {
        if (isUniqueViolation(err)) return failure('conflict', CATALOG_MESSAGES.planDuplicate(input.name));
        throw err;
      }
    },

    async companies(query: TCompanyQuery): Promise<TCatalogPage<TSystemCompany>> {
      const search = query.search ? containsPattern(query.search) : null;
      const where = and(
        search
          ? sql`(${companies.name} ilike ${search} or exists (select 1 from users u where u.company_id = "companies"."id" and u.email ilike ${search}))`
          : undefined,
        query.plan_id
          ? sql`exists (select 1 from company_plans cp where cp.company_id = "companies"."id" and cp.plan_id = ${query.plan_id})`
          : undefined,
      );
      return readOffsetPage(
        query,
        db
          .select({
            id: companies.id,
            name: companies.name,
            ownerEmail: sql<
              string | null
            >`(select u.email from users u where u.company_id = "companies"."id" order by u.created_at limit 1)`,
            assigned: sql<
              string[]
            >`coalesce((select array_agg(p.name order by p.sort_order, p.name) from company_plans cp join plans p on p.id = cp.plan_id where cp.company_id = "companies"."id"), '{}'::text[])`,
          })
          .from(companies)
          .where(where)
          .orderBy(asc(companies.name), asc(companies.id))
          .$dynamic(),
        db.select({ n: count() }).from(companies).where(where),
        (r) => ({
          company_id: r.id,
          company_name: r.name,
          owner_email: r.ownerEmail,
          assigned_plans: r.assigned,
        }),
      );
    },

    async assign(
      actor: TActor,
      planId: string,
      companyId: string,
      assigned: boolean,
    ): Promise<Outcome<{ ok: true }>> {
      // Checked inside the transaction under a key-share lock: a plan or company deleted at the same
      // moment then waits for this assignment or is seen gone (404), never a foreign-key failure.
      return db.transaction(async (tx) => {
        const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for('key share');
        if (!plan) return failure('not-found', CATALOG_MESSAGES.planNotFound);
        const [company] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, companyId))
          .for('key share');
        if (!company) return failure('not-found', CATALOG_MESSAGES.companyNotFound);
        if (assigned) {
          await tx
            .insert(companyPlans)
            .values({ companyId, planId, assignedBy: actor.userId })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(companyPlans)
            .where(and(eq(companyPlans.companyId, companyId), eq(companyPlans.planId, planId)));
        }
        await recordAdminAction(tx, actor, {
          action: assigned ? 'plan.assign' : 'plan.unassign',
          target: companyId,
          detail: { plan_id: planId, plan_name: plan.name },
        });
        return success({ ok: true as const });
      });
    },
  };
}
