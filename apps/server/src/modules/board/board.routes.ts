import {
  BOARD_MESSAGES,
  fail,
  ok,
  ROLES,
  ZBoardListResponse,
  ZBoardParams,
  ZCreateBoardPostRequest,
  ZCreateBoardPostResponse,
  ZErrorEnvelope,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { createBoardService, type TBoardDeps } from './board.service.ts';

/** GET /api/board/{type}: news and changelog for signed-in users; POST publishes one (super-admin). */
export const boardRoutes: FastifyPluginAsyncZod<TBoardDeps> = async (app, deps) => {
  const board = createBoardService(deps);
  const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope };

  app.get(
    '/api/board/:type',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['board'],
        summary: 'The published posts of a board (news, changelog), newest first',
        params: ZBoardParams,
        querystring: z.object({}),
        response: { 200: ZBoardListResponse, ...errors },
      },
    },
    async (request) => ok(await board.list(request.params.type)),
  );

  app.post(
    '/api/board/:type',
    {
      preHandler: requireRole(ROLES.superAdmin),
      schema: {
        tags: ['board'],
        summary: 'Publish a post; its HTML is sanitized before it is stored (super-admin only)',
        params: ZBoardParams,
        body: ZCreateBoardPostRequest,
        response: { 200: ZCreateBoardPostResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await board.create(request.params.type, authOf(request).userId, request.body);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value, BOARD_MESSAGES.created);
    },
  );
};
