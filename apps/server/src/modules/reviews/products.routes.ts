import {
  fail,
  ok,
  ZDashboardResponse,
  ZProductHistoryQuery,
  ZProductHistoryResponse,
  ZProductListQuery,
  ZProductListResponse,
  ZProductParams,
  ZStoreQuery,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { requireStore, storeOf, storesOf } from '../../plugins/require-store.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createProductsService } from './products.service.ts';
import { REVIEW_ERRORS } from './route-helpers.ts';

// Product Ratings Tracker and the dashboard: ratings per ASIN, a product's daily history and its moves.
export const productsRoutes: FastifyPluginAsyncZod<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const products = createProductsService(deps);
  const dashboard = createDashboardService({ ...deps, products });
  const tags = ['reviews'];

  app.get(
    '/api/review/dashboard',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: "The current store's rating, its changes, reviews by star, falling products, latest reviews",
        querystring: ZStoreQuery,
        response: { 200: ZDashboardResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) => {
      const store = storeOf(request);
      return ok(await dashboard.summary(store));
    },
  );

  app.get(
    '/api/review/products',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: 'Every ASIN of the store (and of the other stores named) with rating, change and stars',
        querystring: ZProductListQuery,
        response: { 200: ZProductListResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) => ok({ items: await products.list(storesOf(request), request.query) }),
  );

  app.get(
    '/api/review/products/:asin/history',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: "A product's daily rating history, the reviews of each day, and the days its rating moved",
        params: ZProductParams,
        querystring: ZProductHistoryQuery,
        response: { 200: ZProductHistoryResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      const outcome = await products.history(store, request.params.asin.toUpperCase(), request.query);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value);
    },
  );
};
