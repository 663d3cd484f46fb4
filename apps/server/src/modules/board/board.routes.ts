import {
  BOARD_MESSAGES,
  createBoardPostEndpoint,
  listBoardPostsEndpoint,
  ok,
  ROLES,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createBoardService, type TBoardDeps } from './board.service.ts';

/** GET /api/board/{type}: news and changelog for signed-in users; POST publishes one (super-admin). */
export const boardRoutes: FastifyPluginAsync<TBoardDeps> = async (app, deps) => {
  const board = createBoardService(deps);

  registerEndpoint(app, listBoardPostsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await board.list(request.params.type)),
  });

  registerEndpoint(app, createBoardPostEndpoint, {
    preHandler: requireRole(ROLES.superAdmin),
    handler: async (request) =>
      answer(
        await board.create(request.params.type, authOf(request).userId, request.body),
        BOARD_MESSAGES.created,
      ),
  });
};
