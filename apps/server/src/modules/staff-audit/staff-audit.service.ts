import {
  FAVORITE_CHANNEL_CONFIG_NAME,
  STAFF_AUDIT_MESSAGES,
  type TAuditState,
  type TChannel,
  type TFoundUser,
  type TStartAuditBody,
  USER_FIND_LIMIT,
} from '@seller-tools/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { companies, staffAudits, userConfigs, users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import { auditStateOf, type TAuditSession } from '../../lib/audit-mode.ts';
import type { TActor } from '../../lib/auth.ts';
import { createCallerStores } from '../../lib/caller-stores.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { anyColumnContains } from '../../lib/search-columns.ts';
import { storeEntries } from '../../lib/store-entries.ts';

// Staff tools over sellers' accounts (issue 20): find a user, list their stores, audit mode. The role
// check is the routes' (requireRole); audit mode's read-only rule and company view are
// plugins/audit-mode.ts's. Start and stop are written to the admin audit trail as well.

export type TStaffAuditDeps = { db: TDb; clock: TClock };

export const STAFF_AUDIT_ACTIONS = { start: 'audit.start', stop: 'audit.stop' } as const;

export function createStaffAuditService({ db, clock }: TStaffAuditDeps) {
  const callerStores = createCallerStores(db);

  /** The stores a user sees (their company's, narrowed by their access list), as the switcher lists them. */
  async function storesOfUser(userId: string): Promise<TChannel[] | null> {
    const [row] = await db
      .select({
        companyId: users.companyId,
        companyName: companies.name,
        accessChannelList: users.accessChannelList,
        storesVersion: companies.storesVersion,
        favoriteStores: sql<unknown>`(select ${userConfigs.data} from ${userConfigs} where ${userConfigs.userId} = ${users.id} and ${userConfigs.name} = ${FAVORITE_CHANNEL_CONFIG_NAME})`,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1);
    if (!row) return null;
    // Read afresh (a version of its own): a staff call, not worth the cache's bookkeeping.
    const stores = await callerStores.visibleTo(row, `staff:${row.storesVersion}:${clock.now().getTime()}`);
    return storeEntries({ stores, favoriteStores: row.favoriteStores, companyName: row.companyName });
  }

  return {
    /** GET /api/user/find: live users whose name, user name or email contains the text, by name. */
    async find(text: string): Promise<TFoundUser[]> {
      const rows = await db
        .select({
          user_id: users.id,
          email: users.email,
          name: users.name,
          company_id: users.companyId,
          company_name: companies.name,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(isNull(users.deletedAt), anyColumnContains(text, users.name, users.email, users.userName)))
        .orderBy(asc(sql`lower(${users.name})`), asc(users.email))
        .limit(USER_FIND_LIMIT);
      return rows;
    },

    /** GET /api/user/channel: the user's stores; an unknown or deleted user answers 404. */
    async channelsOf(userId: string): Promise<Outcome<TChannel[]>> {
      const stores = await storesOfUser(userId);
      return stores ? success(stores) : failure('not-found', STAFF_AUDIT_MESSAGES.userNotFound);
    },

    /** POST /api/user/audit: opens the company read-only from the caller's session. */
    async start(
      actor: TActor,
      current: TAuditSession | null,
      body: TStartAuditBody,
    ): Promise<Outcome<TAuditState>> {
      if (current) return failure('conflict', STAFF_AUDIT_MESSAGES.alreadyAuditing);
      if (body.company_id === actor.companyId) return failure('invalid', STAFF_AUDIT_MESSAGES.ownCompany);
      const [company] = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, body.company_id))
        .limit(1);
      if (!company) return failure('not-found', STAFF_AUDIT_MESSAGES.companyNotFound);
      const stores = await callerStores.visibleTo(
        { companyId: company.id, accessChannelList: null },
        `staff:${clock.now().getTime()}`,
      );
      // The store to open on: the one named, else the company's earliest (the switcher's default).
      const store =
        body.seller_id === undefined
          ? null
          : stores.find(
              (s) =>
                s.sellerId === body.seller_id &&
                (body.market_id === undefined || s.marketplaceId === body.market_id),
            );
      if (store === undefined) return failure('not-found', STAFF_AUDIT_MESSAGES.storeNotFound);
      const startedAt = clock.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffAudits)
          .values({
            staffUserId: actor.userId,
            sessionId: actor.sessionId,
            companyId: company.id,
            sellerId: store?.sellerId ?? null,
            marketplaceId: store?.marketplaceId ?? null,
            startedAt,
          })
          .onConflictDoNothing()
          .returning({ id: staffAudits.id });
        if (!row) return failure('conflict', STAFF_AUDIT_MESSAGES.alreadyAuditing);
        await recordAdminAction(tx, actor, {
          action: STAFF_AUDIT_ACTIONS.start,
          target: company.id,
          detail: { audit_id: row.id, seller_id: store?.sellerId ?? null },
        });
        return success(auditStateOf({ companyId: company.id, companyName: company.name, startedAt }));
      });
    },

    /** DELETE /api/user/audit: ends the session's audit. */
    async stop(actor: TActor, current: TAuditSession | null): Promise<Outcome<TAuditState>> {
      if (!current) return failure('conflict', STAFF_AUDIT_MESSAGES.notAuditing);
      await db.transaction(async (tx) => {
        await tx
          .update(staffAudits)
          .set({ endedAt: clock.now() })
          .where(and(eq(staffAudits.id, current.id), isNull(staffAudits.endedAt)));
        await recordAdminAction(tx, actor, {
          action: STAFF_AUDIT_ACTIONS.stop,
          target: current.companyId,
          detail: { audit_id: current.id },
        });
      });
      return success(auditStateOf(current));
    },
  };
}
