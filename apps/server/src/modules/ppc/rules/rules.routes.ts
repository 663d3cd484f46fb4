import {
  createPpcRuleEndpoint,
  deletePpcRuleEndpoint,
  dryRunPpcRuleEndpoint,
  dryRunSavedPpcRuleEndpoint,
  listPpcBreakEvenEndpoint,
  listPpcRuleRunsEndpoint,
  listPpcRulesEndpoint,
  ok,
  PPC_RULE_MESSAGES,
  setPpcRuleEnabledEndpoint,
  updatePpcRuleEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import type { TClock } from '../../../lib/clock.ts';
import { authOf } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { storeOf } from '../../../plugins/require-store.ts';
import type { TPpcApply } from '../apply-port.ts';
import { ppcGuard } from '../shared/ppc-guard.routes.ts';
import { breakEvenRows, storeAds } from './rule-data.ts';
import { createPpcRulesService } from './rules.service.ts';

// PPC rules API (issue 21): list, create, update, delete, enable/disable, dry run, runs.
export const ppcRulesRoutes: FastifyPluginAsync<{
  db: TDb;
  clock: TClock;
  apply?: TPpcApply | undefined;
}> = async (app, deps) => {
  const rules = createPpcRulesService(deps);

  registerEndpoint(app, listPpcRulesEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => ok({ items: await rules.list(storeOf(request).channelId) }),
  });

  registerEndpoint(app, createPpcRuleEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) => {
      const rule = await rules.create(storeOf(request).channelId, request.body.rule, authOf(request).userId);
      return ok(rule, PPC_RULE_MESSAGES.created);
    },
  });

  registerEndpoint(app, updatePpcRuleEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) =>
      ok(
        await rules.update(storeOf(request).channelId, request.params.id, request.body.rule),
        PPC_RULE_MESSAGES.updated,
      ),
  });

  registerEndpoint(app, deletePpcRuleEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => {
      await rules.remove(storeOf(request).channelId, request.params.id);
      return ok({ id: request.params.id }, PPC_RULE_MESSAGES.deleted);
    },
  });

  registerEndpoint(app, setPpcRuleEnabledEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) => {
      const { enabled } = request.body;
      const rule = await rules.setEnabled(storeOf(request).channelId, request.params.id, enabled);
      return ok(rule, enabled ? PPC_RULE_MESSAGES.enabled : PPC_RULE_MESSAGES.disabled);
    },
  });

  registerEndpoint(app, dryRunPpcRuleEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) => ok(await rules.dryRun(storeOf(request).channelId, request.body.rule)),
  });

  registerEndpoint(app, dryRunSavedPpcRuleEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) => ok(await rules.dryRunSaved(storeOf(request).channelId, request.params.id)),
  });

  registerEndpoint(app, listPpcRuleRunsEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) =>
      ok({ items: await rules.runs(storeOf(request).channelId, request.params.id) }),
  });

  registerEndpoint(app, listPpcBreakEvenEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => {
      const { channelId } = storeOf(request);
      const currency = (await storeAds(deps.db, channelId))?.currency ?? null;
      const rows = await breakEvenRows(deps.db, channelId, currency);
      return ok({
        currency,
        items: rows.map((r) => ({
          sku: r.sku,
          asin: r.asin,
          title: r.title,
          price_minor: r.priceMinor,
          unit_cost_minor: r.unitCostMinor,
          fees_minor: r.feesMinor,
          break_even_acos: r.breakEvenAcos === null ? null : Math.round(r.breakEvenAcos * 10) / 10,
        })),
      });
    },
  });
};
