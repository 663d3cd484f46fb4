import {
  ok,
  PPC_RULE_MESSAGES,
  readPpcDaypartingEndpoint,
  savePpcDaypartingEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import type { TClock } from '../../../lib/clock.ts';
import { authOf } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { storeOf } from '../../../plugins/require-store.ts';
import { ppcGuard } from '../shared/ppc-guard.routes.ts';
import { createPpcDaypartService } from './daypart.service.ts';

// Dayparting API (issue 21): the store's 7×24 grid.
export const ppcDaypartRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const daypart = createPpcDaypartService(deps);

  registerEndpoint(app, readPpcDaypartingEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => ok(await daypart.read(storeOf(request).channelId, authOf(request).userId)),
  });

  registerEndpoint(app, savePpcDaypartingEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) => {
      const { enabled, multipliers, budget_multipliers } = request.body;
      const saved = await daypart.save(
        storeOf(request).channelId,
        { enabled, multipliers, budget_multipliers },
        authOf(request).userId,
      );
      return ok(saved, PPC_RULE_MESSAGES.daypartingSaved);
    },
  });
};
