import {
  ok,
  ppcAdGroupsEndpoint,
  ppcCampaignsEndpoint,
  ppcExportEndpoint,
  ppcKeywordsEndpoint,
  ppcOverviewEndpoint,
  ppcProductsEndpoint,
  ROLES,
  type TPpcTable,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { ppcExportFile } from './ppc-export.ts';
import { createPpcOverviewService } from './ppc-overview.service.ts';
import { createPpcReadService, type TTableQuery } from './ppc-read.service.ts';

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

  /** The rows of one PPC table for the store, in the caller's PPC time zone. */
  const table =
    <T extends TPpcTable>(name: T) =>
    async (request: FastifyRequest & { query: TTableQuery }) =>
      ok(await read.table(name, storeOf(request).channelId, authOf(request).userId, request.query));

  registerEndpoint(app, ppcCampaignsEndpoint, { preHandler, handler: table('campaigns') });
  registerEndpoint(app, ppcAdGroupsEndpoint, { preHandler, handler: table('ad-groups') });
  registerEndpoint(app, ppcKeywordsEndpoint, { preHandler, handler: table('keywords') });
  registerEndpoint(app, ppcProductsEndpoint, { preHandler, handler: table('products') });

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
