import {
  BOARD_MESSAGES,
  boardSeenEndpoint,
  boardUnseenEndpoint,
  createBoardPostEndpoint,
  listBoardPostsEndpoint,
  ok,
  ROLES,
  staffBoardListEndpoint,
  updateBoardPostEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createBoardService, type TBoardDeps } from './board.service.ts';

/**
 * GET /api/board/{type}: news and changelog for signed-in users, each marked new since their last visit;
 * the staff (super-admin) write, edit, publish and unpublish posts.
 */
export const boardRoutes: FastifyPluginAsync<TBoardDeps> = async (app, deps) => {
  const board = createBoardService(deps);
  const staffOnly = requireRole(ROLES.superAdmin);

  registerEndpoint(app, listBoardPostsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await board.list(request.params.type, authOf(request).userId)),
  });
  registerEndpoint(app, boardUnseenEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await board.unseen(authOf(request).userId, request.params.type)),
  });
  registerEndpoint(app, boardSeenEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await board.markSeen(authOf(request).userId, request.params.type)),
  });

  registerEndpoint(app, createBoardPostEndpoint, {
    preHandler: staffOnly,
    handler: async (request) =>
      answer(
        await board.create(request.params.type, authOf(request).userId, request.body),
        BOARD_MESSAGES.created,
      ),
  });
  registerEndpoint(app, staffBoardListEndpoint, {
    preHandler: staffOnly,
    handler: async (request) => ok(await board.staffList(request.params.type)),
  });
  registerEndpoint(app, updateBoardPostEndpoint, {
    preHandler: staffOnly,
    handler: async (request) =>
      answer(
        await board.update(request.params.type, request.params.id, request.body),
        BOARD_MESSAGES.updated,
      ),
  });
};
