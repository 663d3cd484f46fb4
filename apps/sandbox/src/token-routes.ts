import type { FastifyInstance } from 'fastify';
import type { TAuthStore } from './auth-store.ts';
import { answerTokenRequest, lwaError } from './lwa-token.ts';
import type { TAppRegistration } from './registration.ts';

export const LWA_TOKEN_PATH = '/auth/o2/token';

// RFC 6749 §5.1: token responses must not be cached.
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export function registerTokenRoutes(
  app: FastifyInstance,
  deps: { registration: TAppRegistration; authStore: TAuthStore },
) {
  app.post(LWA_TOKEN_PATH, {
    // A body Fastify cannot parse (bad JSON, unknown media type) still gets LWA's error shape.
    errorHandler: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) {
        const answer = lwaError('invalid_request', 'Malformed request');
        return reply.code(answer.status).headers(NO_STORE).send(answer.body);
      }
      request.log.error({ err: error }, 'token endpoint failed');
      return reply
        .code(500)
        .headers(NO_STORE)
        .send({ error: 'server_error', error_description: 'Internal server error' });
    },
    handler: async (request, reply) => {
      const answer = answerTokenRequest(deps, request.body);
      return reply.code(answer.status).headers(NO_STORE).send(answer.body);
    },
  });
}
