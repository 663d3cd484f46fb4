import { TEAM_MESSAGES, type TTeamMember, type TTeamStore, type TUserList } from '@seller-tools/contract';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { CODE_CLASSES } from '../../db/reference-data.ts';
import { channels, companies, generalCode, users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import type { TActor, TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { revokeSessionsOf } from '../../lib/revoke-sessions.ts';
import { randomTemporaryPassword } from '../../lib/tokens.ts';
import type { TMailer, TMailMessage } from '../../mail/mailer.ts';
import { invitationMail } from './invitation-mail.ts';

/** Like a forgot-password mail's: the invitee has a day to sign in and choose their own password. */
export const INVITATION_PASSWORD_TTL_MS = 24 * 60 * 60_000;

export type TTeamDeps = { db: TDb; clock: TClock; mailer: TMailer; publicUrl: string };

// An unknown email and another company's user get the same answer: nothing about them leaks.
const notOnTeam = () => failure('forbidden', TEAM_MESSAGES.memberNotFound);
const adminOnly = () => failure('forbidden', TEAM_MESSAGES.adminOnly);
const unknownStore = () => failure('invalid', TEAM_MESSAGES.unknownStore);

type TUserRow = typeof users.$inferSelect;

function toMember(user: TUserRow): TTeamMember {
  return {
    user_id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    is_company_admin: user.isCompanyAdmin,
    access_channel_list: user.accessChannelList,
    permissions: user.permissions,
    is_need_password_change: user.isNeedPasswordChange,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    deleted_at: user.deletedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

export function createTeamService({ db, clock, mailer, publicUrl }: TTeamDeps) {
  /**
   * Whether the caller administers their company's team, as this request's auth statement read their row
   * (a signed-in caller is never a deleted user); never cached across requests.
   */
  const isAdmin = (auth: TAuth): boolean => auth.isCompanyAdmin;

  async function memberOf(auth: TAuth, email: string): Promise<TUserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.companyId, auth.companyId)))
      .limit(1);
    return row ?? null;
  }

  /** The company's stores, one entry per seller id (access lists name sellers, not marketplaces). */
  async function companyStores(companyId: string): Promise<TTeamStore[]> {
    const rows = await db
      .select({
        sellerId: channels.sellerId,
        marketplaceId: channels.marketplaceId,
        storeName: companies.name,
        countryCode: generalCode.value2,
        countryName: generalCode.name,
      })
      .from(channels)
      .innerJoin(companies, eq(companies.id, channels.companyId))
      .leftJoin(
        generalCode,
        and(eq(generalCode.class, CODE_CLASSES.marketplace), eq(generalCode.code, channels.marketplaceId)),
      )
      .where(and(eq(channels.companyId, companyId), isNull(channels.deletedAt)))
      .orderBy(channels.sellerId, channels.createdAt);
    const bySeller = new Map<string, TTeamStore>();
    for (const row of rows) {
      const store = bySeller.get(row.sellerId) ?? {
        seller_id: row.sellerId,
        store_name: row.storeName,
        marketplaces: [],
      };
      // Like the store switcher: a marketplace missing from the code list still shows, by its id.
      store.marketplaces.push({
        marketplace_id: row.marketplaceId,
        country_code: row.countryCode ?? '',
        country_name: row.countryName ?? row.marketplaceId,
      });
      bySeller.set(row.sellerId, store);
    }
    return [...bySeller.values()];
  }

  /** An access list may name only the company's own stores. */
  async function checkStores(companyId: string, list: string[] | null | undefined): Promise<boolean> {
    if (!list) return true;
    const known = new Set((await companyStores(companyId)).map((s) => s.seller_id));
    return list.every((sellerId) => known.has(sellerId));
  }

  return {
    async list(
      auth: TAuth,
      query: { userName?: string | undefined; page: number; page_size: number },
    ): Promise<Outcome<TUserList>> {
      if (!isAdmin(auth)) return adminOnly();
      const conditions: SQL[] = [eq(users.companyId, auth.companyId)];
      if (query.userName) {
        const pattern = containsPattern(query.userName);
        const match = or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(users.userName, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const [rows, [total], stores] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          // Active members first, then removed ones; newest first within each.
          .orderBy(sql`${users.deletedAt} is not null`, desc(users.createdAt), users.id)
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ n: count() }).from(users).where(where),
        companyStores(auth.companyId),
      ]);
      return success({
        members: rows.map(toMember),
        total: total?.n ?? 0,
        page: query.page,
        page_size: query.page_size,
        stores,
      });
    },

    async invite(
      actor: TActor,
      input: {
        email: string;
        name: string;
        access_channel_list?: string[] | null | undefined;
        permissions?: string[] | null | undefined;
      },
    ): Promise<Outcome<TTeamMember>> {
      if (!isAdmin(actor)) return adminOnly();
      if (!(await checkStores(actor.companyId, input.access_channel_list))) return unknownStore();
      const now = clock.now();
      const password = randomTemporaryPassword();
      const passwordHash = await hashPassword(password);
      let invited: { row: TUserRow; mail: TMailMessage; mailId: number };
      try {
        invited = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              companyId: actor.companyId,
              email: input.email,
              userName: input.email,
              name: input.name,
              passwordHash,
              // The admin vouches for the address, and the mailed password proves it at first sign-in.
              emailVerifiedAt: now,
              isNeedPasswordChange: true,
              passwordExpiresAt: new Date(now.getTime() + INVITATION_PASSWORD_TTL_MS),
              signupStep: 'done',
              accessChannelList: input.access_channel_list ?? null,
              permissions: input.permissions ?? null,
              invitedBy: actor.userId,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!row) throw new Error('user insert returned no row');
          await recordAdminAction(tx, actor, {
            action: 'team.invite',
            target: input.email,
            detail: { access_channel_list: row.accessChannelList, permissions: row.permissions },
          });
          const [company] = await tx
            .select({ name: companies.name })
            .from(companies)
            .where(eq(companies.id, actor.companyId));
          // Queued in the transaction: the member and their password mail commit together, or neither
          // does (a member who never got a password could not be invited again).
          const mail = {
            to: row.email,
            subject: TEAM_MESSAGES.invitationSubject,
            text: invitationMail({
              name: row.name,
              companyName: company?.name ?? '',
              password,
              signInUrl: `${publicUrl.replace(/\/$/, '')}/login`,
            }),
          };
          return { row, mail, mailId: await mailer.queue(mail, tx) };
        });
      } catch (err) {
        if (isUniqueViolation(err)) return failure('conflict', TEAM_MESSAGES.emailTaken);
        throw err;
      }
      // SMTP delivery only after the commit: a failed delivery stays in the outbox as `failed`.
      await mailer.deliver(invited.mailId, invited.mail);
      return success(toMember(invited.row));
    },

    async setPermission(
      actor: TActor,
      input: { user_email: string; access_channel_list: string[] | null; permissions: string[] | null },
    ): Promise<Outcome<TTeamMember>> {
      if (!isAdmin(actor)) return adminOnly();
      const member = await memberOf(actor, input.user_email);
      if (!member) return notOnTeam();
      if (!(await checkStores(actor.companyId, input.access_channel_list))) return unknownStore();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            accessChannelList: input.access_channel_list,
            permissions: input.permissions,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, member.id))
          .returning();
        await recordAdminAction(tx, actor, {
          action: 'team.permission',
          target: member.email,
          detail: {
            before: { access_channel_list: member.accessChannelList, permissions: member.permissions },
            after: { access_channel_list: input.access_channel_list, permissions: input.permissions },
          },
        });
        return row ?? member;
      });
      return success(toMember(updated));
    },

    /** Soft delete; every session of the member ends in the same transaction. */
    async remove(actor: TActor, email: string): Promise<Outcome<TTeamMember>> {
      if (!isAdmin(actor)) return adminOnly();
      const member = await memberOf(actor, email);
      if (!member) return notOnTeam();
      if (member.id === actor.userId) return failure('invalid', TEAM_MESSAGES.notOwnSelf);
      const now = clock.now();
      return db.transaction(async (tx): Promise<Outcome<TTeamMember>> => {
        if (member.isCompanyAdmin) {
          // Locks the company's admins so two admins cannot remove each other at the same moment.
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.companyId, actor.companyId),
                eq(users.isCompanyAdmin, true),
                isNull(users.deletedAt),
              ),
            )
            .for('update');
          if (admins.filter((a) => a.id !== member.id).length === 0)
            return failure('invalid', TEAM_MESSAGES.lastAdmin);
        }
        const [row] = await tx
          .update(users)
          .set({ deletedAt: member.deletedAt ?? now, updatedAt: now })
          .where(eq(users.id, member.id))
          .returning();
        await revokeSessionsOf(tx, member.id, now);
        await recordAdminAction(tx, actor, { action: 'team.remove', target: member.email });
        return success(toMember(row ?? member));
      });
    },

    async restore(actor: TActor, email: string): Promise<Outcome<TTeamMember>> {
      if (!isAdmin(actor)) return adminOnly();
      const member = await memberOf(actor, email);
      if (!member) return notOnTeam();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ deletedAt: null, updatedAt: clock.now() })
          .where(eq(users.id, member.id))
          .returning();
        await recordAdminAction(tx, actor, { action: 'team.restore', target: member.email });
        return success(toMember(row ?? member));
      });
    },
  };
}
