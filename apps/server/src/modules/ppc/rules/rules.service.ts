import {
  PPC_RULE_MESSAGES,
  type TPpcChangeRequest,
  type TPpcRule,
  type TPpcRuleInput,
  type TPpcRuleRun,
  ZPpcRuleInput,
} from '@seller-tools/contract';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { ppcRuleRuns, ppcRules } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import { firstOrNotFound } from '../../../lib/first-or-not-found.ts';
import { storeRowById } from '../../../lib/store-row-by-id.ts';
import type { TPpcApply } from '../apply-port.ts';
import { evaluateRules, type TRuleResult } from './engine.ts';

// A store's PPC rules: kept, dry-run, and run (scheduled or by hand). A run is recorded before its
// changes go to apply, so the change log can point at it and its undo can take the whole run back.

type TRuleRow = typeof ppcRules.$inferSelect;
const DAY_MS = 86_400_000;
const RUNS_SHOWN = 50;

export function ruleOut(row: TRuleRow): TPpcRule {
  const input = ZPpcRuleInput.parse({
    name: row.name,
    schedule: row.schedule,
    lookback_days: row.lookbackDays,
    attribution_window: row.attributionWindow,
    scope: row.scope,
    conditions: row.conditions,
    action: row.action,
  });
  return {
    ...input,
    id: row.id,
    channel_id: row.channelId,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
  };
}

function columnsOf(input: TPpcRuleInput) {
  const rule = ZPpcRuleInput.parse(input);
  return {
    name: rule.name,
    schedule: rule.schedule,
    lookbackDays: rule.lookback_days,
    attributionWindow: rule.attribution_window,
    scope: rule.scope,
    conditions: rule.conditions,
    action: rule.action,
  };
}

export type TPpcRulesDeps = { db: TDb; clock: TClock; apply?: TPpcApply | undefined };

export function createPpcRulesService(deps: TPpcRulesDeps) {
  const { db, clock } = deps;

  const find = (channelId: string, id: string): Promise<TRuleRow> =>
    storeRowById(db, ppcRules, channelId, id, PPC_RULE_MESSAGES.notFound);

  /** Writes `set` to the store's rule `id` (a rule of another store is not found) and returns it. */
  async function change(
    channelId: string,
    id: string,
    set: Partial<typeof ppcRules.$inferInsert>,
  ): Promise<TPpcRule> {
    const row = await firstOrNotFound(
      db
        .update(ppcRules)
        .set({ ...set, updatedAt: clock.now() })
        .where(and(eq(ppcRules.channelId, channelId), eq(ppcRules.id, id)))
        .returning(),
      PPC_RULE_MESSAGES.notFound,
    );
    return ruleOut(row);
  }

  /** The bid each entity had before this rule's first change of the last 24 hours (the day's step). */
  async function referenceBids(ruleId: string): Promise<Map<string, number>> {
    const since = new Date(clock.now().getTime() - DAY_MS);
    const runs = await db
      .select({ changes: ppcRuleRuns.changes })
      .from(ppcRuleRuns)
      .where(and(eq(ppcRuleRuns.ruleId, ruleId), gte(ppcRuleRuns.startedAt, since)))
      .orderBy(ppcRuleRuns.startedAt);
    const first = new Map<string, number>();
    for (const run of runs)
      for (const change of run.changes as TPpcChangeRequest[])
        if (change.field === 'bid' && change.entity_id && change.old_value && !first.has(change.entity_id))
          first.set(change.entity_id, Number(change.old_value));
    return first;
  }

  return {
    async list(channelId: string): Promise<TPpcRule[]> {
      const rows = await db
        .select()
        .from(ppcRules)
        .where(eq(ppcRules.channelId, channelId))
        .orderBy(desc(ppcRules.createdAt), desc(ppcRules.id));
      return rows.map(ruleOut);
    },

    async create(channelId: string, input: TPpcRuleInput, userId: string | null): Promise<TPpcRule> {
      const [row] = await db
        .insert(ppcRules)
        .values({
          channelId,
          ...columnsOf(input),
          enabled: false,
          createdBy: userId,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('rule not inserted');
      return ruleOut(row);
    },

    update(channelId: string, id: string, input: TPpcRuleInput): Promise<TPpcRule> {
      return change(channelId, id, columnsOf(input));
    },

    async remove(channelId: string, id: string): Promise<void> {
      await find(channelId, id);
      await db.delete(ppcRules).where(and(eq(ppcRules.channelId, channelId), eq(ppcRules.id, id)));
    },

    setEnabled(channelId: string, id: string, enabled: boolean): Promise<TPpcRule> {
      return change(channelId, id, { enabled });
    },

    /** What a rule would change now, and why; nothing is written. */
    async dryRun(channelId: string, input: TPpcRuleInput, ruleId?: string): Promise<TRuleResult> {
      const refs = ruleId ? await referenceBids(ruleId) : new Map<string, number>();
      const [result] = await evaluateRules(db, channelId, [input], clock.now(), () => refs);
      return result ?? { evaluated: 0, changes: [] };
    },

    async dryRunSaved(channelId: string, id: string): Promise<TRuleResult> {
      const rule = ruleOut(await find(channelId, id));
      return this.dryRun(channelId, rule, id);
    },

    async runs(channelId: string, id: string): Promise<TPpcRuleRun[]> {
      await find(channelId, id);
      const rows = await db
        .select()
        .from(ppcRuleRuns)
        .where(eq(ppcRuleRuns.ruleId, id))
        .orderBy(desc(ppcRuleRuns.startedAt))
        .limit(RUNS_SHOWN);
      return rows.map((r) => ({
        id: r.id,
        rule_id: r.ruleId,
        trigger: r.trigger as TPpcRuleRun['trigger'],
        status: r.status as TPpcRuleRun['status'],
        started_at: r.startedAt.toISOString(),
        finished_at: r.finishedAt?.toISOString() ?? null,
        evaluated: r.evaluated,
        proposed: r.proposed,
        changes: r.changes as TPpcChangeRequest[],
        error: r.error,
      }));
    },

    /**
     * Runs a saved rule: evaluates it, records the run with its proposals, hands them to apply (as the
     * rule, no user) and records how that ended. Without an apply wired the run stays "not-applied".
     */
    async run(rule: TRuleRow, trigger: 'schedule' | 'manual'): Promise<{ runId: string; proposed: number }> {
      const startedAt = clock.now();
      const [run] = await db
        .insert(ppcRuleRuns)
        .values({ ruleId: rule.id, channelId: rule.channelId, trigger, status: 'running', startedAt })
        .returning({ id: ppcRuleRuns.id });
      if (!run) throw new Error('rule run not inserted');
      const finish = (set: Partial<typeof ppcRuleRuns.$inferInsert>) =>
        db
          .update(ppcRuleRuns)
          .set({ finishedAt: clock.now(), ...set })
          .where(eq(ppcRuleRuns.id, run.id));
      try {
        const refs = await referenceBids(rule.id);
        const [result] = await evaluateRules(db, rule.channelId, [ruleOut(rule)], startedAt, () => refs);
        const changes = result?.changes ?? [];
        await db
          .update(ppcRuleRuns)
          .set({ evaluated: result?.evaluated ?? 0, proposed: changes.length, changes })
          .where(eq(ppcRuleRuns.id, run.id));
        if (changes.length > 0 && deps.apply)
          await deps.apply({
            channelId: rule.channelId,
            source: 'rule',
            actorUserId: null,
            ruleRunId: run.id,
            changes,
          });
        await finish({ status: changes.length > 0 && !deps.apply ? 'not-applied' : 'done' });
        await db.update(ppcRules).set({ lastRunAt: startedAt }).where(eq(ppcRules.id, rule.id));
        return { runId: run.id, proposed: changes.length };
      } catch (error) {
        await finish({
          status: 'failed',
          error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        });
        throw error;
      }
    },
  };
}

export type TPpcRulesService = ReturnType<typeof createPpcRulesService>;
