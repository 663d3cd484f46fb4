import { getUserConfigEndpoint, ok, saveUserConfigEndpoint } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createUserConfigService, type TUserConfigDeps } from './user-config.service.ts';

/** GET/PUT /api/user/config: the caller's own named settings, such as favorite_channel. */
export const userConfigRoutes: FastifyPluginAsync<TUserConfigDeps> = async (app, deps) => {
  const configs = createUserConfigService(deps);

  registerEndpoint(app, getUserConfigEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await configs.get(authOf(request).userId, request.query.name)),
  });

  registerEndpoint(app, saveUserConfigEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => answer(await configs.save(authOf(request).userId, request.body)),
  });
};
