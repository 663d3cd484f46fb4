import {
  CATALOG_MESSAGES,
  ROLES,
  type TAffiliate,
  type TAffiliateDetailData,
  type TCatalogPage,
  type ZCatalogPageQuery,
} from '@seller-tools/contract';
import { and, arrayContains, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import { hasRole, ROLE_REQUIRED_MESSAGE, type TActor, type TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { readOffsetPage } from '../../lib/offset-page.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { anyColumnContains } from '../../lib/search-columns.ts';

type TPageQuery = z.output<typeof ZCatalogPageQuery>;

// A company signed up once its registering user verified the email; it is activated once one of its
// stores finished the initial import (channels.signup_step = done).
const signedUp = (companyId: SQL) =>
  sql`exists (select 1 from users su where su.company_id = ${companyId} and su.email_verified_at is not null)`;
const activated = (companyId: SQL) =>
  sql`exists (select 1 from channels ch where ch.company_id = ${companyId} and ch.signup_step = 'done')`;

const agentColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  code: users.affiliateCode,
  referred: sql<number>`(select count(*)::int from companies rc where rc.referral_code = "users"."affiliate_code")`,
  signUps: sql<number>`(select count(*)::int from companies rc where rc.referral_code = "users"."affiliate_code" and ${signedUp(sql`rc.id`)})`,
  activations: sql<number>`(select count(*)::int from companies rc where rc.referral_code = "users"."affiliate_code" and ${activated(sql`rc.id`)})`,
};

type TAgentRow = {
  id: string;
  name: string;
  email: string;
  code: string | null;
  referred: number;
  signUps: number;
  activations: number;
};

function toAffiliate(row: TAgentRow): TAffiliate {
  return {
    user_id: row.id,
    name: row.name,
    email: row.email,
    affiliate_code: row.code,
    referred_companies: row.referred,
    sign_ups: row.signUps,
    activations: row.activations,
  };
}

const isAgent = and(arrayContains(users.roles, [ROLES.affiliateAgent]), isNull(users.deletedAt));

/** Super-admins see every agent; an agent (without super-admin) only their own row. */
function scopeOf(auth: TAuth): SQL | undefined {
  return hasRole(auth, [ROLES.superAdmin]) ? undefined : eq(users.id, auth.userId);
}

/** System > Affiliates: agents, the companies that signed up with their code, and how far those got. */
export function createCatalogAffiliatesService({ db, clock }: { db: TDb; clock: TClock }) {
  async function findAgent(userId: string): Promise<TAgentRow | null> {
    const [row] = await db
      .select(agentColumns)
      .from(users)
      .where(and(isAgent, eq(users.id, userId)))
      .limit(1);
    return row ?? null;
  }

  return {
    async list(auth: TAuth, query: TPageQuery): Promise<TCatalogPage<TAffiliate>> {
      const where = and(
        isAgent,
        scopeOf(auth),
        anyColumnContains(query.search, users.name, users.email, users.affiliateCode),
      );
      return readOffsetPage(
        query,
        db.select(agentColumns).from(users).where(where).orderBy(asc(users.name), asc(users.id)).$dynamic(),
        db.select({ n: count() }).from(users).where(where),
        toAffiliate,
      );
    },

    async detail(auth: TAuth, userId: string, query: TPageQuery): Promise<Outcome<TAffiliateDetailData>> {
      // Another agent's detail is refused before looking it up, so an agent cannot probe who exists.
      if (!hasRole(auth, [ROLES.superAdmin]) && userId !== auth.userId)
        return failure('forbidden', ROLE_REQUIRED_MESSAGE);
      const agent = await findAgent(userId);
      if (!agent) return failure('not-found', CATALOG_MESSAGES.affiliateNotFound);
      const where = and(
        agent.code ? eq(companies.referralCode, agent.code) : sql`false`,
        anyColumnContains(query.search, companies.name),
      );
      const referred = await readOffsetPage(
        query,
        db
          .select({
            id: companies.id,
            name: companies.name,
            createdAt: companies.createdAt,
            signedUp: signedUp(sql`"companies"."id"`).mapWith(Boolean),
            activated: activated(sql`"companies"."id"`).mapWith(Boolean),
            stores: sql<number>`(select count(*)::int from channels ch where ch.company_id = "companies"."id" and ch.deleted_at is null)`,
          })
          .from(companies)
          .where(where)
          .orderBy(sql`${companies.createdAt} desc`, asc(companies.id))
          .$dynamic(),
        db.select({ n: count() }).from(companies).where(where),
        (r) => ({
          company_id: r.id,
          company_name: r.name,
          created_at: r.createdAt.toISOString(),
          signed_up: r.signedUp,
          activated: r.activated,
          store_count: r.stores,
        }),
      );
      return success({ affiliate: toAffiliate(agent), companies: referred });
    },

    /** Sets an agent's code (super-admin); companies referred under the old code move with it. */
    async setCode(actor: TActor, userId: string, code: string): Promise<Outcome<TAffiliate>> {
      const agent = await findAgent(userId);
      if (!agent) return failure('not-found', CATALOG_MESSAGES.affiliateNotFound);
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ affiliateCode: code, updatedAt: clock.now() })
            .where(eq(users.id, userId));
          if (agent.code && agent.code !== code) {
            await tx
              .update(companies)
              .set({ referralCode: code })
              .where(eq(companies.referralCode, agent.code));
          }
          await recordAdminAction(tx, actor, {
            action: 'affiliate.code',
            target: agent.email,
            detail: { from: agent.code, to: code, actor: actor.email },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) return failure('conflict', CATALOG_MESSAGES.affiliateCodeTaken(code));
        throw err;
      }
      const updated = await findAgent(userId);
      if (!updated) return failure('not-found', CATALOG_MESSAGES.affiliateNotFound);
      return success(toAffiliate(updated));
    },
  };
}
