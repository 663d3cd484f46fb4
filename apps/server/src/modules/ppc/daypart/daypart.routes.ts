import {
  ok,
  PPC_RULE_MESSAGES,
  ROLES,
  readPpcDaypartingEndpoint,
  savePpcDaypartingEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import type { TClock } from '../../../lib/clock.ts';
import { authOf, requireAuth, requireRole } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../../plugins/require-store.ts';
import { createPpcDaypartService } from './daypart.service.ts';

// Super-admin or advertising-admin (spec §6), on a store they may see: the role answers first (403).
const ppcGuard = (from: 'query' | 'body') => [
  requireAuth,
  requireRole(ROLES.superAdmin, ROLES.advertisingAdmin),
  requireStore(from),
];

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
      const { enabled, multipliers } = request.body;
      const saved = await daypart.save(
        storeOf(request).channelId,
        { enabled, multipliers },
        authOf(request).userId,
      );
      return ok(saved, PPC_RULE_MESSAGES.daypartingSaved);
    },
  });
};
