import { dashboardEndpoint, listProductsEndpoint, ok, productHistoryEndpoint } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf, storesOf } from '../../plugins/require-store.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createProductsService } from './products.service.ts';

// Product Ratings Tracker and the dashboard: ratings per ASIN, a product's daily history and its moves.
export const productsRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const products = createProductsService(deps);
  const dashboard = createDashboardService({ ...deps, products });
  const preHandler = [requireAuth, requireStore()];

  registerEndpoint(app, dashboardEndpoint, {
    preHandler,
    handler: async (request) => ok(await dashboard.summary(storeOf(request))),
  });

  registerEndpoint(app, listProductsEndpoint, {
    preHandler,
    handler: async (request) => ok({ items: await products.list(storesOf(request), request.query) }),
  });

  registerEndpoint(app, productHistoryEndpoint, {
    preHandler,
    handler: async (request) =>
      answer(await products.history(storeOf(request), request.params.asin.toUpperCase(), request.query)),
  });
};
