import { ok, readReviewAlertBellEndpoint, reviewAlertBellEndpoint } from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { createReviewAlertBellService } from './review-alert-bell.service.ts';

// The shell bell's review alerts: any signed-in user, over the stores the session says they may see (the
// same policy as every store call), so a member limited to one store sees that store's alerts only.
export const reviewAlertBellRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createReviewAlertBellService(deps);
  const visibleStores = (request: FastifyRequest) => authOf(request).stores.map((s) => s.channelId);

  registerEndpoint(app, reviewAlertBellEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      ok(await service.bell(authOf(request).userId, visibleStores(request), request.query.limit)),
  });
  registerEndpoint(app, readReviewAlertBellEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      ok(await service.markRead(authOf(request).userId, visibleStores(request), request.body.alert_ids)),
  });
};
