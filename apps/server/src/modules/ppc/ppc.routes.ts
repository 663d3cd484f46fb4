import {
  ok,
  ppcAdGroupsEndpoint,
  ppcCampaignsEndpoint,
  ppcExportEndpoint,
  ppcKeywordsEndpoint,
  ppcOverviewEndpoint,
  ppcProductsEndpoint,
  ROLES,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { ppcExportFile } from './ppc-export.ts';
import { createPpcOverviewService } from './ppc-overview.service.ts';
import { createPpcReadService } from './ppc-read.service.ts';

// PPC Manager's read side (issue 21). Every /api/ppc call is for super-admin and advertising-admin
// (spec §6; a company's plan with the ppc module makes its users advertising-admins) on a store the
// caller may see.
export const PPC_PRE_HANDLER = [requireAuth, requireRole(ROLES.advertisingAdmin), requireStore()];

export const ppcReadRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const read = createPpcReadService(deps);
  const overview = createPpcOverviewService({ db: deps.db, read });
  const preHandler = PPC_PRE_HANDLER;

  registerEndpoint(app, ppcOverviewEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(await overview.overview(storeOf(request).channelId, authOf(request).userId, request.query)),
  });

  registerEndpoint(app, ppcCampaignsEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(await read.table('campaigns', storeOf(request).channelId, authOf(request).userId, request.query)),
  });

  registerEndpoint(app, ppcAdGroupsEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(await read.table('ad-groups', storeOf(request).channelId, authOf(request).userId, request.query)),
  });

  registerEndpoint(app, ppcKeywordsEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(await read.table('keywords', storeOf(request).channelId, authOf(request).userId, request.query)),
  });

  registerEndpoint(app, ppcProductsEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(await read.table('products', storeOf(request).channelId, authOf(request).userId, request.query)),
  });

  registerEndpoint(app, ppcExportEndpoint, {
    preHandler: [
      requireAuth,
      requireRole(ROLES.advertisingAdmin),
      requireTeamPermission('export_reports'),
      requireStore(),
    ],
    handler: async (request, reply) => {
      const { table, format, ...query } = request.query;
      const file = await ppcExportFile(read, storeOf(request), authOf(request).userId, table, query, format);
      return sendDownload(reply, file);
    },
  });
};
