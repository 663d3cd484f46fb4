import {
  ENROL_MESSAGES,
  ENROL_TERMS_VERSION,
  enrolTermsPoints,
  marketplaceCurrency,
  REIMBURSE_PLAN_NAME,
  type TBillingDetails,
  type TCaseApproval,
  type TEnrolCasePreference,
  type TEnrolment,
  type TEnrolStoresBody,
  type TEnrolTermsBody,
  type TServerUserInfo,
} from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../../db/client.ts';
import {
  companyPlans,
  plans,
  reimburseEnrolments,
  reimburseFindings,
  reimburseStoreSettings,
  users,
} from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/enqueue.ts';
import { recordAdminAction } from '../../../lib/admin-audit.ts';
import type { TActor } from '../../../lib/auth.ts';
import type { TClock } from '../../../lib/clock.ts';
import { assertCompanyAdmin } from '../../../lib/company-admin.ts';
import { AppError } from '../../../lib/outcome.ts';
import type { TCallerStore, TReviewStore } from '../../../lib/store-access.ts';
import { loadServerUserInfo } from '../../../lib/user-info.ts';
import type { TQueue } from '../../../queue/queue.ts';
import { createStoreSettingsService } from '../settings/store-settings.service.ts';
import type { TBillingSetupPort, TDraftCasesPort } from './ports.ts';

export type TEnrolmentDeps = {
  db: TDb;
  clock: TClock;
  queue: TQueue;
  draftCases: TDraftCasesPort;
  billingSetup: TBillingSetupPort;
};

/**
 * Who enrols: the signed-in caller (the company's admin, with the stores they see) and where the call
 * came from (the terms' acceptance keeps its address; the plan's assignment goes to the audit trail).
 */
export type TEnrolActor = TActor;

type TRow = typeof reimburseEnrolments.$inferSelect;
type TPlanTerms = { id: string; percent: number };

const CLAIMABLE = ['open', 'needs-action'];

function assertAdmin(actor: TEnrolActor): void {
  assertCompanyAdmin(actor, ENROL_MESSAGES.adminOnly);
}

/** A store as the store-settings service takes it. */
function settingsStore(companyId: string, store: TCallerStore): TReviewStore {
  return {
    channelId: store.channelId,
    companyId,
    sellerId: store.sellerId,
    marketplaceId: store.marketplaceId,
    countryCode: store.countryCode ?? '',
    domain: store.domain ?? '',
    signupStep: store.signupStep,
  };
}

function casePreferenceOf(row: TRow | undefined): TEnrolCasePreference | null {
  if (!row?.caseApproval || row.minCaseValueMinor === null) return null;
  return {
    case_approval: row.caseApproval as TCaseApproval,
    auto_file_above: row.autoFileAboveMinor,
    min_case_value: row.minCaseValueMinor,
  };
}

/** Terms count as accepted when the version and the percent accepted are still the ones offered. */
function termsAccepted(row: TRow | undefined, plan: TPlanTerms | null): boolean {
  return (
    !!row?.termsAcceptedAt &&
    row.termsVersion === ENROL_TERMS_VERSION &&
    plan !== null &&
    row.termsPercent === plan.percent
  );
}

export function createEnrolmentService(deps: TEnrolmentDeps) {
  const { db, clock } = deps;

  async function rowOf(companyId: string, tx: TDbOrTx = db): Promise<TRow | undefined> {
    const [row] = await tx
      .select()
      .from(reimburseEnrolments)
      .where(eq(reimburseEnrolments.companyId, companyId));
    return row;
  }

  /** The reimburse plan the line sells, with its percent; null when it is not on offer. */
  async function reimbursePlan(): Promise<TPlanTerms | null> {
    const [plan] = await db
      .select({ id: plans.id, percent: plans.commissionPercent })
      .from(plans)
      .where(and(eq(plans.name, REIMBURSE_PLAN_NAME), eq(plans.isActive, true)));
    return plan ? { id: plan.id, percent: plan.percent ?? 0 } : null;
  }

  /** Enrolled stores of a finished enrolment: in its list, and not taken out in the settings since. */
  async function enrolledIds(row: TRow | undefined): Promise<Set<string>> {
    if (!row?.finishedAt || row.channelIds.length === 0) return new Set();
    const left = await db
      .select({ id: reimburseStoreSettings.channelId })
      .from(reimburseStoreSettings)
      .where(
        and(
          inArray(reimburseStoreSettings.channelId, row.channelIds),
          eq(reimburseStoreSettings.enrolled, false),
        ),
      );
    const out = new Set(left.map((r) => r.id));
    return new Set(row.channelIds.filter((id) => !out.has(id)));
  }

  async function potentials(stores: readonly TCallerStore[]) {
    if (stores.length === 0) return new Map<string, { value: number; count: number }>();
    const rows = await db
      .select({
        channelId: reimburseFindings.channelId,
        value: sql<number>`coalesce(sum(${reimburseFindings.estimatedValueMinor}), 0)::bigint`.mapWith(
          Number,
        ),
        count: sql<number>`count(*)::int`,
      })
      .from(reimburseFindings)
      .where(
        and(
          inArray(
            reimburseFindings.channelId,
            stores.map((s) => s.channelId),
          ),
          inArray(reimburseFindings.status, CLAIMABLE),
        ),
      )
      .groupBy(reimburseFindings.channelId);
    return new Map(rows.map((r) => [r.channelId, { value: r.value, count: r.count }]));
  }

  async function view(actor: TEnrolActor, row?: TRow): Promise<TEnrolment> {
    const current = row ?? (await rowOf(actor.companyId));
    const plan = await reimbursePlan();
    const percent = plan?.percent ?? 0;
    const finished = !!current?.finishedAt;
    const chosen = finished ? await enrolledIds(current) : new Set(current?.channelIds ?? []);
    const found = await potentials(actor.stores);
    const accepted = termsAccepted(current, plan);
    const casePreference = casePreferenceOf(current);
    let acceptedBy: string | null = null;
    if (accepted && current?.termsAcceptedBy) {
      const [who] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, current.termsAcceptedBy));
      acceptedBy = who?.name ?? null;
    }
    const step =
      (current?.channelIds.length ?? 0) === 0 ? 1 : !accepted ? 2 : casePreference === null ? 3 : 4;
    return {
      step,
      finished,
      stores: actor.stores.map((store) => ({
        channel_id: store.channelId,
        seller_id: store.sellerId,
        marketplace_id: store.marketplaceId,
        country_code: store.countryCode,
        country_name: store.countryName,
        currency: marketplaceCurrency(store.marketplaceId),
        chosen: chosen.has(store.channelId),
        potential_value: found.get(store.channelId)?.value ?? 0,
        potential_count: found.get(store.channelId)?.count ?? 0,
      })),
      terms: {
        version: ENROL_TERMS_VERSION,
        commission_percent: percent,
        points: enrolTermsPoints(percent),
        accepted_at: accepted && current?.termsAcceptedAt ? current.termsAcceptedAt.toISOString() : null,
        accepted_by: acceptedBy,
      },
      case_preference: casePreference,
      billing: (current?.billing as TBillingDetails | null | undefined) ?? null,
    };
  }

  /** Saves a step's columns (the row made on the first save); refused once the company is enrolled. */
  async function saveStep(actor: TEnrolActor, columns: Partial<TRow>): Promise<TEnrolment> {
    const values = { ...columns, updatedAt: clock.now() };
    const [row] = await db
      .insert(reimburseEnrolments)
      .values({ companyId: actor.companyId, ...values })
      .onConflictDoUpdate({
        target: reimburseEnrolments.companyId,
        set: values,
        where: sql`${reimburseEnrolments.finishedAt} is null`,
      })
      .returning();
    if (!row) throw new AppError('conflict', ENROL_MESSAGES.alreadyEnrolled);
    return view(actor, row);
  }

  /** The row as it is before a step's save, checked for the steps before it. */
  async function before(actor: TEnrolActor, step: 2 | 3 | 4 | 'finish') {
    assertAdmin(actor);
    const row = await rowOf(actor.companyId);
    if (row?.finishedAt && step !== 'finish') throw new AppError('conflict', ENROL_MESSAGES.alreadyEnrolled);
    if ((row?.channelIds.length ?? 0) === 0) throw new AppError('conflict', ENROL_MESSAGES.storesFirst);
    const plan = await reimbursePlan();
    if (!plan) throw new AppError('conflict', ENROL_MESSAGES.planMissing);
    if (step === 2) return { row, plan };
    if (!termsAccepted(row, plan)) throw new AppError('conflict', ENROL_MESSAGES.termsFirst);
    if (step === 3) return { row, plan };
    if (!casePreferenceOf(row)) throw new AppError('conflict', ENROL_MESSAGES.casePreferenceFirst);
    if (step === 4) return { row, plan };
    if (!row?.billing) throw new AppError('conflict', ENROL_MESSAGES.billingFirst);
    return { row, plan };
  }

  /** Hands each enrolled store's findings over to become draft cases; remembered once all succeed. */
  async function draftCases(companyId: string, channelIds: readonly string[]) {
    try {
      for (const channelId of channelIds) await deps.draftCases({ companyId, channelId });
    } catch {
      // The enrolment stands; the hand-over is retried by the next Finish (idempotent on its side).
      throw new AppError('unavailable', ENROL_MESSAGES.casesPending);
    }
  }

  return {
    async get(actor: TEnrolActor): Promise<TEnrolment> {
      assertAdmin(actor);
      return view(actor);
    },

    async saveStores(actor: TEnrolActor, body: TEnrolStoresBody): Promise<TEnrolment> {
      assertAdmin(actor);
      const known = new Set(actor.stores.map((s) => s.channelId));
      const ids = [...new Set(body.channel_ids)];
      if (ids.some((id) => !known.has(id))) throw new AppError('invalid', ENROL_MESSAGES.storeUnknown);
      return saveStep(actor, { channelIds: ids });
    },

    async acceptTerms(actor: TEnrolActor, body: TEnrolTermsBody): Promise<TEnrolment> {
      const { plan } = await before(actor, 2);
      if (body.version !== ENROL_TERMS_VERSION) throw new AppError('conflict', ENROL_MESSAGES.termsChanged);
      return saveStep(actor, {
        termsVersion: body.version,
        termsPercent: plan.percent,
        termsAcceptedBy: actor.userId,
        termsAcceptedAt: clock.now(),
        termsAcceptedIp: actor.call.ip,
      });
    },

    async saveCasePreference(actor: TEnrolActor, body: TEnrolCasePreference): Promise<TEnrolment> {
      await before(actor, 3);
      return saveStep(actor, {
        caseApproval: body.case_approval,
        // "Approve each" keeps no threshold, as in the store settings.
        autoFileAboveMinor: body.case_approval === 'auto-above' ? body.auto_file_above : null,
        minCaseValueMinor: body.min_case_value,
      });
    },

    async saveBilling(actor: TEnrolActor, details: TBillingDetails): Promise<TEnrolment> {
      await before(actor, 4);
      const saved = await saveStep(actor, { billing: details });
      await deps.billingSetup({ companyId: actor.companyId, actorUserId: actor.userId, details });
      return saved;
    },

    /**
     * Finish: in one transaction the reimburse plan is assigned (as plan management assigns it), the
     * chosen stores enrolled with the case preference and the others left out, the user moved to the
     * reimburse line; then the findings go to draft cases. A second call changes nothing and only retries
     * a hand-over that failed.
     */
    async finish(actor: TEnrolActor): Promise<TServerUserInfo> {
      const { row, plan } = await before(actor, 'finish');
      const preference = casePreferenceOf(row);
      if (!row || !preference) throw new AppError('conflict', ENROL_MESSAGES.casePreferenceFirst);
      const chosen = new Set(row.channelIds);
      const finished = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(reimburseEnrolments)
          .set({ finishedAt: clock.now(), finishedBy: actor.userId, updatedAt: clock.now() })
          .where(
            and(
              eq(reimburseEnrolments.companyId, actor.companyId),
              sql`${reimburseEnrolments.finishedAt} is null`,
            ),
          )
          .returning({ channelIds: reimburseEnrolments.channelIds });
        // Finished already (a second click, another tab): nothing to write again.
        if (!claimed) return false;
        await tx
          .insert(companyPlans)
          .values({ companyId: actor.companyId, planId: plan.id, assignedBy: actor.userId })
          .onConflictDoNothing();
        const settings = createStoreSettingsService({ db: tx, clock });
        for (const store of actor.stores) {
          const target = settingsStore(actor.companyId, store);
          const enrolled = chosen.has(store.channelId);
          await settings.saveEnrolment(target, actor, enrolled);
          if (enrolled)
            await settings.saveCasePreference(target, actor, {
              channel_id: store.channelId,
              ...preference,
            });
        }
        await setModuleReimburse(tx, actor.userId, clock);
        // As plan management records an assignment: who turned the plan on, on which terms, for which stores.
        await recordAdminAction(tx, actor, {
          action: 'plan.assign',
          target: actor.companyId,
          detail: {
            plan_id: plan.id,
            plan_name: REIMBURSE_PLAN_NAME,
            via: 'enrolment',
            terms_version: row.termsVersion,
            commission_percent: row.termsPercent,
            channel_ids: row.channelIds,
          },
        });
        return true;
      });
      const current = finished ? row : await rowOf(actor.companyId);
      if (current && !current.casesDraftedAt) {
        await draftCases(actor.companyId, current.channelIds);
        await db
          .update(reimburseEnrolments)
          .set({ casesDraftedAt: clock.now() })
          .where(eq(reimburseEnrolments.companyId, actor.companyId));
      }
      return loadServerUserInfo(db, actor.userId);
    },

    /** /add-new: one more store of an enrolled company, with the case preference chosen at enrolment. */
    async addStore(actor: TEnrolActor, channelId: string): Promise<TEnrolment> {
      assertAdmin(actor);
      const row = await rowOf(actor.companyId);
      const preference = casePreferenceOf(row);
      if (!row?.finishedAt || !preference) throw new AppError('conflict', ENROL_MESSAGES.notEnrolled);
      const store = actor.stores.find((s) => s.channelId === channelId);
      if (!store) throw new AppError('invalid', ENROL_MESSAGES.storeUnknown);
      if ((await enrolledIds(row)).has(channelId))
        throw new AppError('conflict', ENROL_MESSAGES.alreadyInLine);
      await db.transaction(async (tx) => {
        const settings = createStoreSettingsService({ db: tx, clock });
        const target = settingsStore(actor.companyId, store);
        await settings.saveEnrolment(target, actor, true);
        await settings.saveCasePreference(target, actor, {
          channel_id: channelId,
          ...preference,
        });
        await tx
          .update(reimburseEnrolments)
          .set({
            channelIds: [...new Set([...row.channelIds, channelId])],
            updatedAt: clock.now(),
          })
          .where(eq(reimburseEnrolments.companyId, actor.companyId));
      });
      await enqueue(deps.queue, 'reimburse-audit', { channelId });
      await deps.draftCases({ companyId: actor.companyId, channelId });
      return view(actor);
    },
  };
}

/** The user works in the reimburse line from now on (user info `module`, as the module switch sets it). */
async function setModuleReimburse(tx: TDbOrTx, userId: string, clock: TClock): Promise<void> {
  await tx
    .update(users)
    .set({
      moduleConfig: sql`coalesce(${users.moduleConfig}, '{}'::jsonb) || '{"module":"reimburse"}'::jsonb`,
      updatedAt: clock.now(),
    })
    .where(eq(users.id, userId));
}

export type TEnrolmentService = ReturnType<typeof createEnrolmentService>;
