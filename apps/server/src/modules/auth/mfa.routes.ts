import {
  confirmMfaEnrolmentEndpoint,
  disableMfaEndpoint,
  MFA_MESSAGES,
  mfaStatusEndpoint,
  ok,
  signInMfaEndpoint,
  startMfaEnrolmentEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { unwrap } from '../../lib/outcome.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { TMfaService } from './mfa.service.ts';

/** The second factor's endpoints (issue 17 M7): the sign-in's second step, enrolment, status, turning off. */
export const mfaRoutes: FastifyPluginAsync<{ mfa: TMfaService }> = async (app, { mfa }) => {
  registerEndpoint(app, signInMfaEndpoint, {
    handler: async (request, reply) => {
      const session = unwrap(
        await mfa.completeSignIn({
          mfaToken: request.body.mfaToken,
          code: request.body.code,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      );
      reply.header('cache-control', 'no-store');
      return { error: false as const, ...session };
    },
  });

  registerEndpoint(app, mfaStatusEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await mfa.status(authOf(request))),
  });

  registerEndpoint(app, startMfaEnrolmentEndpoint, {
    preHandler: requireAuth,
    handler: async (request, reply) => {
      const enrolment = unwrap(await mfa.startEnrolment(authOf(request)));
      // The answer carries the secret: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(enrolment);
    },
  });

  registerEndpoint(app, confirmMfaEnrolmentEndpoint, {
    preHandler: requireAuth,
    handler: async (request, reply) => {
      const confirmed = unwrap(await mfa.confirmEnrolment(authOf(request), request.body.code));
      reply.header('cache-control', 'no-store');
      return ok(confirmed, MFA_MESSAGES.enabled);
    },
  });

  registerEndpoint(app, disableMfaEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      ok(unwrap(await mfa.disable(authOf(request), request.body.code)), MFA_MESSAGES.disabled),
  });
};
