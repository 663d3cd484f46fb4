import {
  applyPpcChangesEndpoint,
  listPpcChangesEndpoint,
  listPpcHistoryEndpoint,
  ok,
  PPC_CHANGE_MESSAGES,
  undoPpcChangeEndpoint,
  undoPpcRuleRunEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authOf } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { storeOf } from '../../../plugins/require-store.ts';
import { ppcGuard } from '../shared/ppc-guard.routes.ts';
import { listAdsHistory } from './ads-history.service.ts';
import { applyPpcChanges, type TPpcApplyDeps } from './apply.ts';
import { listPpcChanges, withActors } from './change-log.ts';
import { undoPpcChange, undoPpcRuleRun } from './undo.ts';

// PPC Manager's write side (issue 21): the change log, a user's edits, and undo. Super-admin and
// advertising-admin only (the plan gives sellers the latter); the store through requireStore.

/** The store and the user a change is made on and by. */
const madeBy = (request: FastifyRequest) => ({
  channelId: storeOf(request).channelId,
  actorUserId: authOf(request).userId,
});

export const ppcChangesRoutes: FastifyPluginAsync<TPpcApplyDeps> = async (app, deps) => {
  const undone = async (rows: Awaited<ReturnType<typeof undoPpcChange>>) =>
    ok({ items: await withActors(deps.db, rows) }, PPC_CHANGE_MESSAGES.undone);

  registerEndpoint(app, listPpcChangesEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => ok(await listPpcChanges(deps.db, request.query)),
  });

  registerEndpoint(app, listPpcHistoryEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => ok(await listAdsHistory(deps.db, storeOf(request).channelId, request.query)),
  });

  registerEndpoint(app, applyPpcChangesEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) => {
      const rows = await applyPpcChanges(deps, {
        ...madeBy(request),
        source: 'user',
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
    preHandler: ppcGuard('body'),
    handler: async (request) =>
      undone(await undoPpcChange(deps, { ...madeBy(request), changeId: request.params.id })),
  });

  registerEndpoint(app, undoPpcRuleRunEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) =>
      undone(await undoPpcRuleRun(deps, { ...madeBy(request), ruleRunId: request.params.id })),
  });
};
