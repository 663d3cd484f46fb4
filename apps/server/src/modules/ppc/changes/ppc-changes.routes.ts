import {
  applyPpcChangesEndpoint,
  listPpcChangesEndpoint,
  ok,
  PPC_CHANGE_MESSAGES,
  ROLES,
  undoPpcChangeEndpoint,
  undoPpcRuleRunEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireRole } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../../plugins/require-store.ts';
import { applyPpcChanges, type TPpcApplyDeps } from './apply.ts';
import { listPpcChanges, withActors } from './change-log.ts';
import { undoPpcChange, undoPpcRuleRun } from './undo.ts';

// PPC Manager's write side (issue 21): the change log, a user's edits, and undo. Super-admin and
// advertising-admin only (the plan gives sellers the latter); the store through requireStore.

export const ppcChangesRoutes: FastifyPluginAsync<TPpcApplyDeps> = async (app, deps) => {
  const role = requireRole(ROLES.superAdmin, ROLES.advertisingAdmin);

  registerEndpoint(app, listPpcChangesEndpoint, {
    preHandler: [role, requireStore('query')],
    handler: async (request) => ok(await listPpcChanges(deps.db, request.query)),
  });

  registerEndpoint(app, applyPpcChangesEndpoint, {
    preHandler: [role, requireStore('body')],
    handler: async (request) => {
      const rows = await applyPpcChanges(deps, {
        channelId: storeOf(request).channelId,
        source: 'user',
        actorUserId: authOf(request).userId,
        changes: request.body.changes,
        ...(request.body.idempotency_key ? { idempotencyKey: request.body.idempotency_key } : {}),
      });
      const allApplied = rows.every((r) => r.status === 'applied');
      return ok(
        { items: await withActors(deps.db, rows) },
        allApplied ? PPC_CHANGE_MESSAGES.applied : PPC_CHANGE_MESSAGES.partly,
      );
    },
  });

  registerEndpoint(app, undoPpcChangeEndpoint, {
    preHandler: [role, requireStore('body')],
    handler: async (request) => {
      const rows = await undoPpcChange(deps, {
        channelId: storeOf(request).channelId,
        changeId: request.params.id,
        actorUserId: authOf(request).userId,
      });
      return ok({ items: await withActors(deps.db, rows) }, PPC_CHANGE_MESSAGES.undone);
    },
  });

  registerEndpoint(app, undoPpcRuleRunEndpoint, {
    preHandler: [role, requireStore('body')],
    handler: async (request) => {
      const rows = await undoPpcRuleRun(deps, {
        channelId: storeOf(request).channelId,
        ruleRunId: request.params.id,
        actorUserId: authOf(request).userId,
      });
      return ok({ items: await withActors(deps.db, rows) }, PPC_CHANGE_MESSAGES.undone);
    },
  });
};
