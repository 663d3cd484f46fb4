import {
  fail,
  ok,
  ZErrorEnvelope,
  ZSaveUserConfigRequest,
  ZSaveUserConfigResponse,
  ZUserConfigQuery,
  ZUserConfigResponse,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { createUserConfigService, type TUserConfigDeps } from './user-config.service.ts';

/** GET/PUT /api/user/config: the caller's own named settings, such as favorite_channel. */
export const userConfigRoutes: FastifyPluginAsyncZod<TUserConfigDeps> = async (app, deps) => {
  const configs = createUserConfigService(deps);
  const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope };

  app.get(
    '/api/user/config',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['user'],
        summary: "The caller's config of that name; null when never saved",
        querystring: ZUserConfigQuery,
        response: { 200: ZUserConfigResponse, ...errors },
      },
    },
    async (request) => ok(await configs.get(authOf(request).userId, request.query.name)),
  );

  app.put(
    '/api/user/config',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['user'],
        summary: "Save the caller's config of that name",
        body: ZSaveUserConfigRequest,
        response: { 200: ZSaveUserConfigResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await configs.save(authOf(request).userId, request.body);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value);
    },
  );
};
