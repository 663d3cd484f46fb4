import {
  AMAZON_CASE_ID_PATTERN,
  CASE_ACTIONS,
  CASE_MESSAGES,
  CASE_STAFF_ROLES,
  CASE_TRANSITIONS,
  OPEN_CASE_STATES,
  type TCase,
  type TCaseAction,
  type TCaseBulkFileResult,
  type TCaseDetail,
  type TCaseState,
  type TQueueCase,
  type ZCaseListQuery,
  type ZCaseQueueQuery,
} from '@seller-tools/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { marketplaceFacts } from '../../db/reference-data.ts';
import {
  channels,
  companies,
  reimburseCaseEvents,
  reimburseCaseFindings,
  reimburseCaseReimbursements,
  reimburseCases,
  reimburseFindings,
  users,
} from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { decodeDeadlineCursor, encodeDeadlineCursor, NO_DEADLINE } from '../../lib/deadline-cursor.ts';
import { AppError } from '../../lib/outcome.ts';
import { reimburseEnrolled } from '../../lib/reimburse-enrolment.ts';
import { toFinding } from '../../lib/reimburse-findings.ts';

// Cases for people (issue 20): the seller's list of a store's cases, our staff's queue across every
// enrolled seller, one case in full, and every state change with who may make it (CASE_TRANSITIONS).
// Who sees a case: the seller's company when the caller may see its store (the caller's store list, from
// the store access policy), and our staff (CASE_STAFF_ROLES) any enrolled seller's. Anyone else: 404.

/** Who acts: their id and company, their roles, and the stores the access policy lets them see. */
export type TCaseActor = {
  userId: string;
  companyId: string;
  roles: readonly string[];
  storeIds: readonly string[];
};

export const isCaseStaff = (actor: Pick<TCaseActor, 'roles'>) =>
  CASE_STAFF_ROLES.some((role) => actor.roles.includes(role));

type TCaseRow = typeof reimburseCases.$inferSelect;
const assignee = alias(users, 'assignee');
const c = reimburseCases;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const findingCount = sql<number>`(select count(*)::int from ${reimburseCaseFindings} cf where cf.case_id = ${c.id} and cf.active)`;
const deadlineKey = sql<string>`coalesce(${c.deadline}, ${NO_DEADLINE}::date)::text`;

const baseColumns = {
  row: c,
  assigneeName: assignee.name,
  findingCount,
  deadlineKey,
  companyName: companies.name,
  sellerId: channels.sellerId,
  marketplaceId: channels.marketplaceId,
};

type TBaseRow = {
  row: TCaseRow;
  assigneeName: string | null;
  findingCount: number;
  deadlineKey: string;
  companyName: string;
  sellerId: string;
  marketplaceId: string;
};

function toCase(r: TBaseRow): TQueueCase {
  const row = r.row;
  return {
    case_id: row.id,
    channel_id: row.channelId,
    company_id: row.companyId,
    kind: row.kind as TCase['kind'],
    group_key: row.groupKey,
    state: row.state as TCaseState,
    amazon_case_id: row.amazonCaseId,
    claimed_amount: row.claimedAmountMinor,
    claimed_quantity: row.claimedQuantity,
    reimbursed_amount: row.reimbursedAmountMinor,
    reimbursed_quantity: row.reimbursedQuantity,
    currency: row.currency,
    deadline: row.deadline,
    assignee_id: row.assigneeId,
    assignee_name: r.assigneeName,
    reason: row.reason,
    finding_count: r.findingCount,
    filed_at: iso(row.filedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    company_name: r.companyName,
    seller_id: r.sellerId,
    marketplace_id: r.marketplaceId,
  };
}

/** Seller Central's case pages of the store's marketplace: the filed case, or where a new one is opened. */
export function sellerCentralCaseUrl(marketplaceId: string, amazonCaseId: string | null): string {
  const base = marketplaceFacts(marketplaceId)?.sellerCentral ?? 'https://sellercentral.amazon.com';
  return amazonCaseId
    ? `${base}/cu/case-dashboard/view-case?caseID=${encodeURIComponent(amazonCaseId)}`
    : `${base}/cu/contact-us`;
}

/** The actions CASE_TRANSITIONS allows this actor on a case in this state. */
export function allowedActions(actor: Pick<TCaseActor, 'roles'>, state: TCaseState): TCaseAction[] {
  const who = isCaseStaff(actor) ? 'staff' : 'seller';
  return CASE_ACTIONS.filter((action) => {
    const t = CASE_TRANSITIONS[action];
    return (t.from as readonly string[]).includes(state) && (t.by as readonly string[]).includes(who);
  });
}

type TListQuery = z.output<typeof ZCaseListQuery>;
type TQueueQuery = z.output<typeof ZCaseQueueQuery>;

export function createCasesService({ db, clock }: { db: TDb; clock: TClock }) {
  function select() {
    return db
      .select(baseColumns)
      .from(c)
      .innerJoin(channels, eq(channels.id, c.channelId))
      .innerJoin(companies, eq(companies.id, c.companyId))
      .leftJoin(assignee, eq(assignee.id, c.assigneeId));
  }

  async function page(where: SQL[], cursor: string | undefined, limit: number) {
    if (cursor) {
      const after = decodeDeadlineCursor(cursor, CASE_MESSAGES.cursorInvalid);
      where.push(
        sql`(coalesce(${c.deadline}, ${NO_DEADLINE}::date), ${c.id}) > (${after.deadline}::date, ${after.id}::uuid)`,
      );
    }
    const rows = await select()
      .where(and(...where))
      .orderBy(sql`coalesce(${c.deadline}, ${NO_DEADLINE}::date)`, asc(c.id))
      .limit(limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: shown.map(toCase),
      next_cursor:
        rows.length > limit && last
          ? encodeDeadlineCursor({ deadline: last.deadlineKey.slice(0, 10), id: last.row.id })
          : null,
    };
  }

  /** A store's cases (the caller passed requireStore for it). */
  async function list(channelId: string, query: TListQuery) {
    const where: SQL[] = [eq(c.channelId, channelId)];
    if (query.state?.length) where.push(inArray(c.state, query.state));
    if (query.kind?.length) where.push(inArray(c.kind, query.kind));
    return page(where, query.cursor, query.limit);
  }

  /** Staff: every enrolled seller's cases; open ones by default, nearest deadline (urgent ones) first. */
  async function queue(actor: TCaseActor, query: TQueueQuery) {
    if (!isCaseStaff(actor)) throw new AppError('forbidden', CASE_MESSAGES.staffOnly);
    const where: SQL[] = [isNull(channels.deletedAt), reimburseEnrolled(c.companyId)];
    where.push(inArray(c.state, query.state?.length ? query.state : [...OPEN_CASE_STATES]));
    if (query.kind?.length) where.push(inArray(c.kind, query.kind));
    if (query.channel_id) where.push(eq(c.channelId, query.channel_id));
    if (query.assignee === 'me') where.push(eq(c.assigneeId, actor.userId));
    else if (query.assignee === 'none') where.push(isNull(c.assigneeId));
    else if (query.assignee) where.push(eq(c.assigneeId, query.assignee));
    if (query.deadline_before) where.push(sql`${c.deadline} <= ${query.deadline_before}::date`);
    if (query.min_value !== undefined) where.push(sql`${c.claimedAmountMinor} >= ${query.min_value}`);
    return page(where, query.cursor, query.limit);
  }

  /** The case row if the actor may see it; else the 404 that reveals nothing. */
  async function visible(actor: TCaseActor, caseId: string): Promise<TBaseRow> {
    const [found] = await select().where(eq(c.id, caseId));
    const ok =
      found &&
      (isCaseStaff(actor)
        ? true
        : found.row.companyId === actor.companyId && actor.storeIds.includes(found.row.channelId));
    if (!found || !ok) throw new AppError('not-found', CASE_MESSAGES.notFound);
    return found;
  }

  async function detail(actor: TCaseActor, caseId: string): Promise<TCaseDetail> {
    const base = await visible(actor, caseId);
    const [findings, events, paid] = await Promise.all([
      db
        .select({ f: reimburseFindings })
        .from(reimburseCaseFindings)
        .innerJoin(reimburseFindings, eq(reimburseFindings.id, reimburseCaseFindings.findingId))
        .where(eq(reimburseCaseFindings.caseId, caseId))
        .orderBy(asc(reimburseFindings.occurredAt), asc(reimburseFindings.id)),
      db
        .select({ e: reimburseCaseEvents, name: users.name })
        .from(reimburseCaseEvents)
        .leftJoin(users, eq(users.id, reimburseCaseEvents.actorId))
        .where(eq(reimburseCaseEvents.caseId, caseId))
        .orderBy(asc(reimburseCaseEvents.seq)),
      db
        .select()
        .from(reimburseCaseReimbursements)
        .where(eq(reimburseCaseReimbursements.caseId, caseId))
        .orderBy(
          asc(reimburseCaseReimbursements.approvedOn),
          asc(reimburseCaseReimbursements.reimbursementId),
        ),
    ]);
    const state = base.row.state as TCaseState;
    return {
      ...toCase(base),
      case_text: base.row.caseText,
      text_edited: base.row.textEdited,
      seller_central_url: sellerCentralCaseUrl(base.marketplaceId, base.row.amazonCaseId),
      findings: findings.map((r) => toFinding(r.f)),
      events: events.map(({ e, name }) => ({
        action: e.action,
        from_state: (e.fromState as TCaseState | null) ?? null,
        to_state: e.toState as TCaseState,
        note: e.note,
        actor_name: name,
        at: e.at.toISOString(),
      })),
      reimbursements: paid.map((p) => ({
        reimbursement_id: p.reimbursementId,
        matched_by: p.matchedBy,
        source: p.source,
        reversal: p.reversal,
        approved_on: p.approvedOn,
        quantity: p.quantity,
        amount: p.amountMinor,
        currency: p.currency,
      })),
      actions: allowedActions(actor, state),
      can_edit_text: state === 'draft' || state === 'ready',
    };
  }

  /** One state change, checked against CASE_TRANSITIONS and recorded with who, when and Amazon's text. */
  async function transition(
    actor: TCaseActor,
    caseId: string,
    input: { action: TCaseAction; amazon_case_id?: string | undefined; note?: string | undefined },
  ): Promise<TCaseDetail> {
    const base = await visible(actor, caseId);
    const state = base.row.state as TCaseState;
    const t = CASE_TRANSITIONS[input.action];
    if (!(t.by as readonly string[]).includes(isCaseStaff(actor) ? 'staff' : 'seller')) {
      throw new AppError('forbidden', CASE_MESSAGES.staffOnly);
    }
    if (!(t.from as readonly string[]).includes(state)) {
      throw new AppError('conflict', CASE_MESSAGES.invalidTransition(input.action, state));
    }
    const amazonCaseId = input.amazon_case_id?.trim() ?? '';
    if (input.action === 'file' && !AMAZON_CASE_ID_PATTERN.test(amazonCaseId)) {
      throw new AppError('invalid', CASE_MESSAGES.amazonCaseIdRequired);
    }
    if (input.action === 'reject' && !input.note) throw new AppError('invalid', CASE_MESSAGES.reasonRequired);
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Only from the state read: a concurrent change makes this update touch nothing.
      const moved = await tx
        .update(c)
        .set({
          state: t.to,
          updatedAt: now,
          ...(input.action === 'file' ? { amazonCaseId, filedAt: now } : {}),
          ...(input.action === 'reject' || input.action === 'close' ? { reason: input.note ?? null } : {}),
        })
        .where(and(eq(c.id, caseId), eq(c.state, state)))
        .returning({ id: c.id });
      if (moved.length === 0)
        throw new AppError('conflict', CASE_MESSAGES.invalidTransition(input.action, state));
      if (t.to === 'rejected' || t.to === 'closed') {
        // Its findings are free again (a person decides whether to claim them anew).
        await tx
          .update(reimburseCaseFindings)
          .set({ active: false })
          .where(eq(reimburseCaseFindings.caseId, caseId));
      }
      await tx.insert(reimburseCaseEvents).values({
        caseId,
        actorId: actor.userId,
        action: input.action,
        fromState: state,
        toState: t.to,
        note: input.action === 'file' ? `Amazon case id ${amazonCaseId}` : (input.note ?? null),
        at: now,
      });
    });
    return detail(actor, caseId);
  }

  async function editText(actor: TCaseActor, caseId: string, text: string): Promise<TCaseDetail> {
    const base = await visible(actor, caseId);
    if (base.row.state !== 'draft' && base.row.state !== 'ready') {
      throw new AppError('conflict', CASE_MESSAGES.textLocked);
    }
    await db
      .update(c)
      .set({ caseText: text, textEdited: true, updatedAt: clock.now() })
      .where(and(eq(c.id, caseId), inArray(c.state, ['draft', 'ready'])));
    return detail(actor, caseId);
  }

  /** Staff: claim ('me'), assign to a colleague of the case team, or release (null). */
  async function assign(actor: TCaseActor, caseId: string, to: string | null): Promise<TCaseDetail> {
    if (!isCaseStaff(actor)) throw new AppError('forbidden', CASE_MESSAGES.staffOnly);
    await visible(actor, caseId);
    const assigneeId = to === 'me' ? actor.userId : to;
    if (assigneeId && assigneeId !== actor.userId) {
      const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, assigneeId));
      if (!user || !isCaseStaff({ roles: user.roles }))
        throw new AppError('invalid', CASE_MESSAGES.assigneeNotStaff);
    }
    await db.update(c).set({ assigneeId, updatedAt: clock.now() }).where(eq(c.id, caseId));
    return detail(actor, caseId);
  }

  /** Staff: files several cases, each on its own (one refused does not stop the others). */
  async function bulkFile(
    actor: TCaseActor,
    items: { case_id: string; amazon_case_id: string }[],
  ): Promise<TCaseBulkFileResult> {
    if (!isCaseStaff(actor)) throw new AppError('forbidden', CASE_MESSAGES.staffOnly);
    const result: TCaseBulkFileResult = { filed: [], refused: [] };
    for (const item of items) {
      try {
        await transition(actor, item.case_id, { action: 'file', amazon_case_id: item.amazon_case_id });
        result.filed.push(item.case_id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.refused.push({ case_id: item.case_id, message: error.message });
      }
    }
    return result;
  }

  return { list, queue, detail, transition, editText, assign, bulkFile };
}

export type TCasesService = ReturnType<typeof createCasesService>;
