import {
  applyPpcHarvestEndpoint,
  listPpcHarvestEndpoint,
  ok,
  PPC_RULE_MESSAGES,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import type { TClock } from '../../../lib/clock.ts';
import { authOf } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { storeOf } from '../../../plugins/require-store.ts';
import type { TPpcApply } from '../apply-port.ts';
import { ppcGuard } from '../shared/ppc-guard.routes.ts';
import { createPpcHarvestService } from './harvest.service.ts';

// Search-term harvesting API (issue 21): proposals to approve, and sending the approved ones.
export const ppcHarvestRoutes: FastifyPluginAsync<{
  db: TDb;
  clock: TClock;
  apply?: TPpcApply | undefined;
}> = async (app, deps) => {
  const harvest = createPpcHarvestService(deps);

  registerEndpoint(app, listPpcHarvestEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => ok(await harvest.proposals(storeOf(request).channelId, request.query)),
  });

  registerEndpoint(app, applyPpcHarvestEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) =>
      ok(
        await harvest.apply(storeOf(request).channelId, request.body.items, authOf(request).userId),
        PPC_RULE_MESSAGES.harvestApplied,
      ),
  });
};
