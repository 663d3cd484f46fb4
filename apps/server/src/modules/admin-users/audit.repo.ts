import type { TSystemAuditEntry, TSystemAuditQuery } from '@seller-tools/contract';
import { and, count, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { auditLog, companies, users } from '../../db/schema/index.ts';
import { readOffsetPage, type TOffsetPage, type TOffsetPageQuery } from '../../lib/offset-page.ts';
import { anyColumnContains } from '../../lib/search-columns.ts';

type TSelector = Pick<TDb, 'select'>;

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function auditFilter(query: TSystemAuditQuery): SQL | undefined {
  // Only admin actions: rows written by recordAdminAction carry an action; plain request rows do not.
  const filters: (SQL | undefined)[] = [isNotNull(auditLog.action)];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  filters.push(anyColumnContains(query.actor, actor.name, actor.email));
  if (query.from) filters.push(gte(auditLog.at, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) filters.push(lt(auditLog.at, nextDay(query.to)));
  return and(...filters);
}

/** One page of the admin audit trail, newest first, with who acted and on whom. */
export async function listAdminActions(
  db: TSelector,
  query: TSystemAuditQuery & TOffsetPageQuery,
): Promise<TOffsetPage<TSystemAuditEntry>> {
  const where = auditFilter(query);
  // The target is free text (a user id for this module's actions), so it is compared as text: a cast
  // would fail on other modules' targets.
  const targetJoin = sql`${targetUser.id}::text = ${auditLog.target}`;
  // Plan assignments name a company by id.
  const companyJoin = sql`${companies.id}::text = ${auditLog.target}`;
  return readOffsetPage(
    query,
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorId: auditLog.actorId,
        actorName: actor.name,
        actorEmail: actor.email,
        loginEmail: auditLog.loginEmail,
        target: auditLog.target,
        targetName: targetUser.name,
        targetEmail: targetUser.email,
        targetCompany: companies.name,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(targetUser, targetJoin)
      .leftJoin(companies, companyJoin)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .$dynamic(),
    db.select({ n: count() }).from(auditLog).leftJoin(actor, eq(actor.id, auditLog.actorId)).where(where),
    (r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action ?? '',
      actor_id: r.actorId,
      actor_name: r.actorName,
      actor_email: r.actorEmail,
      login_email: r.loginEmail,
      target: r.target,
      target_name: r.targetName,
      target_email: r.targetEmail,
      target_label: r.targetEmail ?? r.targetCompany ?? r.target,
      detail: isRecord(r.detail) ? r.detail : null,
    }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
