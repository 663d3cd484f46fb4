import {
  CHANNEL_MESSAGES,
  currentChannelEndpoint,
  firstDateEndpoint,
  integrationStatusEndpoint,
  listCompanyChannelsEndpoint,
  ok,
  selectChannelEndpoint,
  selectSellerEndpoint,
  signupStatusEndpoint,
  type TChannel,
  type TChannelSelection,
  type TModule,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { auditOf, saveAuditedStore } from '../../lib/audit-mode.ts';
import { unwrap } from '../../lib/outcome.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createChannelsService, type TChannelsDeps } from './channels.service.ts';

// The signed-in shell's store calls (spec §7 "Stores and marketplace"): the store switcher's list, the
// current store and its selection, the signup status the shell polls, integration status, first date.
export const channelsRoutes: FastifyPluginAsync<TChannelsDeps> = async (app, deps) => {
  const stores = createChannelsService(deps);
  const preHandler = requireAuth;
  // While auditing, the store picked is the audit's (lib/audit-mode.ts), never written on an account.
  const keepInAudit = (request: FastifyRequest) => {
    const audit = auditOf(request);
    return audit ? (chosen: TChannel) => saveAuditedStore(deps.db, audit, chosen) : undefined;
  };

  registerEndpoint(app, listCompanyChannelsEndpoint, {
    preHandler,
    handler: async (request) =>
      answer(await stores.listForCompany(authOf(request), request.params.companyId)),
  });

  registerEndpoint(app, currentChannelEndpoint, {
    preHandler,
    handler: async (request) => {
      const { moduleType, sellerId } = request.query;
      return answer(await stores.current(authOf(request), moduleType, sellerId));
    },
  });

  // Both select calls of spec §7 choose a store alike; only their bodies spell the module's key differently.
  const select = async (request: FastifyRequest, module: TModule, selection: TChannelSelection) =>
    answer(
      await stores.select(authOf(request), module, selection, keepInAudit(request)),
      CHANNEL_MESSAGES.selected,
    );

  registerEndpoint(app, selectChannelEndpoint, {
    preHandler,
    handler: async (request) => select(request, request.body.moduleType, request.body.channel_info),
  });

  registerEndpoint(app, selectSellerEndpoint, {
    preHandler,
    handler: async (request) => select(request, request.body.module_type, request.body.channel_info),
  });

  registerEndpoint(app, signupStatusEndpoint, {
    preHandler,
    handler: async (request) => {
      const { moduleType, sellerId } = request.query;
      return answer(await stores.signupStatus(authOf(request), moduleType, sellerId));
    },
  });

  registerEndpoint(app, integrationStatusEndpoint, {
    preHandler,
    handler: async (request) => ok(await stores.integrationStatus(authOf(request))),
  });

  registerEndpoint(app, firstDateEndpoint, {
    preHandler,
    handler: async (request) => {
      const { moduleType, sellerId, marketplaceId } = request.query;
      const date = unwrap(await stores.firstDate(authOf(request), moduleType, { sellerId, marketplaceId }));
      return ok({ data: date });
    },
  });
};
