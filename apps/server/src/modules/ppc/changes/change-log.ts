import type { TPpcChange, ZPpcChangeListQuery } from '@seller-tools/contract';
import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { ppcChanges, ppcRuleRuns, ppcRules, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/outcome.ts';
import type { TPpcChangeRow } from './apply.ts';

// The change log (GET /api/ppc/changes): newest first, keyset-paged on (created_at, id).

type TCursor = { at: string; id: string };

const encode = (c: TCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decode(cursor: string): TCursor {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as TCursor;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (
      typeof c.at === 'string' &&
      typeof c.id === 'string' &&
      uuid.test(c.id) &&
      !Number.isNaN(Date.parse(c.at))
    )
      return c;
  } catch {
    // answered below
  }
  throw new AppError('invalid', 'The page cursor is not valid; reload the list.');
}

export function toPpcChange(
  row: TPpcChangeRow,
  actorName: string | null,
  ruleName: string | null = null,
): TPpcChange {
  return {
    id: row.id,
    channel_id: row.channelId,
    profile_id: row.profileId,
    entity_type: row.entityType as TPpcChange['entity_type'],
    entity_id: row.entityId,
    campaign_id: row.campaignId,
    ad_group_id: row.adGroupId,
    field: row.field as TPpcChange['field'],
    old_value: row.oldValue,
    new_value: row.newValue,
    currency: row.currency,
    source: row.source as TPpcChange['source'],
    rule_run_id: row.ruleRunId,
    actor_user_id: row.actorUserId,
    actor_name: actorName,
    rule_name: ruleName,
    reason: row.reason,
    status: row.status as TPpcChange['status'],
    amazon_code: row.amazonCode,
    amazon_message: row.amazonMessage,
    guard_rail: row.guardRail as TPpcChange['guard_rail'],
    created_at: row.createdAt.toISOString(),
    applied_at: row.appliedAt?.toISOString() ?? null,
    undone_by: row.undoneBy,
    undo_of: row.undoOf,
  };
}

/** The names of the rules whose runs made these changes (a run id is text: a rule's run is a uuid). */
async function ruleNamesOf(db: TDb, rows: TPpcChangeRow[]): Promise<Map<string, string>> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const runs = [...new Set(rows.map((r) => r.ruleRunId).filter((id): id is string => !!id && uuid.test(id)))];
  if (runs.length === 0) return new Map();
  const named = await db
    .select({ run: ppcRuleRuns.id, name: ppcRules.name })
    .from(ppcRuleRuns)
    .innerJoin(ppcRules, eq(ppcRules.id, ppcRuleRuns.ruleId))
    .where(inArray(ppcRuleRuns.id, runs));
  return new Map(named.map((r) => [r.run, r.name]));
}

/** The API shape of rows, with their actors' and rules' names. */
export async function withActors(db: TDb, rows: TPpcChangeRow[]): Promise<TPpcChange[]> {
  const rules = await ruleNamesOf(db, rows);
  const ids = [...new Set(rows.map((r) => r.actorUserId).filter((id): id is string => id !== null))];
  const names =
    ids.length === 0
      ? new Map<string, string>()
      : new Map(
          (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map(
            (u) => [u.id, u.name],
          ),
        );
  return rows.map((r) =>
    toPpcChange(
      r,
      r.actorUserId ? (names.get(r.actorUserId) ?? null) : null,
      r.ruleRunId ? (rules.get(r.ruleRunId) ?? null) : null,
    ),
  );
}

type TQuery = z.output<typeof ZPpcChangeListQuery>;

export async function listPpcChanges(
  db: TDb,
  query: TQuery,
): Promise<{ items: TPpcChange[]; next_cursor: string | null }> {
  const where: SQL[] = [eq(ppcChanges.channelId, query.channel_id)];
  if (query.source?.length) where.push(inArray(ppcChanges.source, query.source));
  if (query.status?.length) where.push(inArray(ppcChanges.status, query.status));
  if (query.entity_type?.length) where.push(inArray(ppcChanges.entityType, query.entity_type));
  if (query.entity_id) where.push(eq(ppcChanges.entityId, query.entity_id));
  if (query.rule_run_id) where.push(eq(ppcChanges.ruleRunId, query.rule_run_id));
  if (query.from) where.push(gte(ppcChanges.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(ppcChanges.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.cursor) {
    const c = decode(query.cursor);
    const at = new Date(c.at);
    const after = or(
      lt(ppcChanges.createdAt, at),
      and(eq(ppcChanges.createdAt, at), sql`${ppcChanges.id} < ${c.id}`),
    );
    if (after) where.push(after);
  }
  const rows = await db
    .select()
    .from(ppcChanges)
    .where(and(...where))
    .orderBy(desc(ppcChanges.createdAt), desc(ppcChanges.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await withActors(db, page),
    next_cursor:
      rows.length > query.limit && last ? encode({ at: last.createdAt.toISOString(), id: last.id }) : null,
  };
}
