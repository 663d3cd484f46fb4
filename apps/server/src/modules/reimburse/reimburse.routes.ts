import { findingsSummaryEndpoint, listFindingsEndpoint, ok } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createFindingsService } from './findings.service.ts';

// Reimbursement recovery (issue 19): a store's findings and their summary, behind the store access
// policy (tenant isolation and the member's store list).
export const reimburseRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createFindingsService(deps);
  const preHandler = [requireAuth, requireStore()];

  registerEndpoint(app, listFindingsEndpoint, {
    preHandler,
    handler: async (request) => answer(await service.list(storeOf(request), request.query)),
  });

  registerEndpoint(app, findingsSummaryEndpoint, {
    preHandler,
    handler: async (request) => ok(await service.summary(storeOf(request))),
  });
};
