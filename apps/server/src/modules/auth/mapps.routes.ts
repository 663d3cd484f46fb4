import { MFA_MESSAGES, mappsLoginEndpoint, mappsRedirectCheckEndpoint, ok } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, unwrap } from '../../lib/outcome.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { TAuthService } from './auth.service.ts';
import { callbackWithSession, checkMappsRedirect, type TRedirectPolicy } from './mapps-redirect.ts';

/**
 * Sign-in for the embedded work-management app (/mapps/login): the same sign-in as POST /api/auth/login
 * (same service, same throttling), but the session only ever leaves towards an allow-listed callback.
 */
export const mappsRoutes: FastifyPluginAsync<{ service: TAuthService; policy: TRedirectPolicy }> = async (
  app,
  { service, policy },
) => {
  registerEndpoint(app, mappsRedirectCheckEndpoint, {
    handler: async (request) => {
      const callback = unwrap(checkMappsRedirect(request.query.redirect, policy));
      return ok({ origin: callback.origin });
    },
  });

  registerEndpoint(app, mappsLoginEndpoint, {
    handler: async (request, reply) => {
      // Checked before signing in: a refused callback never costs a password check or makes a session.
      const callback = unwrap(checkMappsRedirect(request.body.redirect, policy));
      const session = unwrap(
        await service.login({
          userName: request.body.user_name,
          password: request.body.password,
          rememberMe: false,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      );
      // The embedded app has no second step: an account with a second factor signs in on the web first.
      if ('mfaRequired' in session) throw new AppError('forbidden', MFA_MESSAGES.useWebSignIn);
      // The answer carries a live token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok({ redirect_url: callbackWithSession(callback, session, request.body.state) });
    },
  });
};
