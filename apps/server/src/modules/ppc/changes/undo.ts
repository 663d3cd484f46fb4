import { PPC_CHANGE_MESSAGES, type TPpcChangeRequest, type TPpcEntityType } from '@seller-tools/contract';
import { and, eq, ne } from 'drizzle-orm';
import { ppcChanges } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/outcome.ts';
import { storeRowById } from '../../../lib/store-row-by-id.ts';
import { applyPpcChanges, type TPpcApplyDeps, type TPpcChangeRow } from './apply.ts';

// Undo (issue 21): the inverse of an applied change is applied as a new change of source 'undo' (its own
// row, Amazon's own answer), and the original is marked undone once Amazon took the inverse. An entity we
// created is paused (Sponsored Products v3 archives only by DELETE, which is not an edit). If the value
// changed at Amazon since, the undo is held back rather than overwrite that later change.

function inverseOf(row: TPpcChangeRow): TPpcChangeRequest | null {
  const base = {
    entity_type: row.entityType as TPpcEntityType,
    campaign_id: row.campaignId ?? undefined,
    ad_group_id: row.adGroupId ?? undefined,
    reason: `Undo of the change of ${row.createdAt.toISOString().slice(0, 10)}: ${row.reason}`.slice(0, 500),
  };
  if (row.field === 'create') {
    if (!row.entityId) return null;
    return { ...base, entity_id: row.entityId, field: 'state', old_value: 'ENABLED', new_value: 'PAUSED' };
  }
  if (!row.entityId || row.oldValue === null) return null;
  return {
    ...base,
    entity_id: row.entityId,
    field: row.field as TPpcChangeRequest['field'],
    old_value: row.newValue,
    new_value: row.oldValue,
  };
}

async function undoRows(
  deps: TPpcApplyDeps,
  channelId: string,
  actorUserId: string | null,
  rows: TPpcChangeRow[],
): Promise<TPpcChangeRow[]> {
  const pairs = rows.flatMap((row) => {
    const inverse = inverseOf(row);
    return inverse ? [{ row, inverse }] : [];
  });
  if (pairs.length === 0) throw new AppError('conflict', PPC_CHANGE_MESSAGES.notUndoable);
  return applyPpcChanges(deps, {
    channelId,
    source: 'undo',
    actorUserId,
    changes: pairs.map((p) => p.inverse),
    undoOf: pairs.map((p) => p.row.id),
  });
}

/** Undoes one applied change of the store; answers the undo change's row. */
export async function undoPpcChange(
  deps: TPpcApplyDeps,
  input: { channelId: string; changeId: string; actorUserId: string | null },
): Promise<TPpcChangeRow[]> {
  const row = await storeRowById(
    deps.db,
    ppcChanges,
    input.channelId,
    input.changeId,
    PPC_CHANGE_MESSAGES.notFound,
  );
  if (row.status !== 'applied') throw new AppError('conflict', PPC_CHANGE_MESSAGES.notUndoable);
  return undoRows(deps, input.channelId, input.actorUserId, [row]);
}

/** Undoes every applied change of one rule run of the store; answers the undo changes' rows. */
export async function undoPpcRuleRun(
  deps: TPpcApplyDeps,
  input: { channelId: string; ruleRunId: string; actorUserId: string | null },
): Promise<TPpcChangeRow[]> {
  const rows = await deps.db
    .select()
    .from(ppcChanges)
    .where(
      and(
        eq(ppcChanges.channelId, input.channelId),
        eq(ppcChanges.ruleRunId, input.ruleRunId),
        eq(ppcChanges.status, 'applied'),
        ne(ppcChanges.source, 'undo'),
      ),
    );
  if (rows.length === 0) throw new AppError('conflict', PPC_CHANGE_MESSAGES.nothingToUndo);
  return undoRows(deps, input.channelId, input.actorUserId, rows);
}
