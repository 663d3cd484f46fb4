import {
  fail,
  MAPPS_LOGIN_PATH,
  MAPPS_REDIRECT_CHECK_PATH,
  ok,
  ZErrorEnvelope,
  ZMappsLoginRequest,
  ZMappsLoginResponse,
  ZMappsRedirectQuery,
  ZMappsRedirectResponse,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAuthService } from './auth.service.ts';
import { callbackWithSession, checkMappsRedirect, type TRedirectPolicy } from './mapps-redirect.ts';

/**
 * Sign-in for the embedded work-management app (/mapps/login): the same sign-in as POST /api/auth/login
 * (same service, same throttling), but the session only ever leaves towards an allow-listed callback.
 */
export const mappsRoutes: FastifyPluginAsyncZod<{ service: TAuthService; policy: TRedirectPolicy }> = async (
  app,
  { service, policy },
) => {
  app.get(
    MAPPS_REDIRECT_CHECK_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether /mapps/login may return a session to this callback URL',
        querystring: ZMappsRedirectQuery,
        response: { 200: ZMappsRedirectResponse, 400: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const checked = checkMappsRedirect(request.query.redirect, policy);
      if (!checked.ok) return reply.code(400).send(fail(checked.message));
      return ok({ origin: checked.url.origin });
    },
  );

  app.post(
    MAPPS_LOGIN_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in for the embedded app; answers its callback URL with the session in the fragment',
        body: ZMappsLoginRequest,
        response: {
          200: ZMappsLoginResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      // Checked before signing in: a refused callback never costs a password check or makes a session.
      const checked = checkMappsRedirect(request.body.redirect, policy);
      if (!checked.ok) return reply.code(400).send(fail(checked.message));
      const result = await service.login({
        userName: request.body.user_name,
        password: request.body.password,
        rememberMe: false,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (!result.ok) return reply.code(result.status).send(fail(result.message));
      // The answer carries a live token: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok({ redirect_url: callbackWithSession(checked.url, result.value, request.body.state) });
    },
  );
};
