import {
  listSessionsEndpoint,
  ok,
  SESSION_MESSAGES,
  signOutOtherSessionsEndpoint,
  signOutSessionEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { unwrap } from '../../lib/outcome.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { createSessionsService } from './sessions.service.ts';

/** The caller's signed-in devices: list them, sign out one, sign out everywhere else. */
export const sessionsRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createSessionsService(deps);

  registerEndpoint(app, listSessionsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await service.list(authOf(request))),
  });

  registerEndpoint(app, signOutSessionEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      unwrap(await service.signOut(authOf(request), request.params.sessionId));
      return { error: false as const, message: SESSION_MESSAGES.signedOut };
    },
  });

  registerEndpoint(app, signOutOtherSessionsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      const count = await service.signOutOthers(authOf(request));
      return ok({ signed_out: count }, SESSION_MESSAGES.signedOutOthers(count));
    },
  });
};
