import {
  CHANGE_PASSWORD_ERROR_CODES as CODES,
  FORGOT_PASSWORD_ANSWER,
  fail,
  ZChangePasswordLaterRequest,
  ZChangePasswordLaterResponse,
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZErrorEnvelope,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
} from '@seller-tools/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { describeValidationErrors } from '../../plugins/error-handling.ts';
import { createAuthService } from './auth.service.ts';
import { mappsRoutes } from './mapps.routes.ts';

const ZForgotPasswordResponse = z.object({ error: z.literal(false), message: z.string() });

// The UI drops the first 4 characters of a change-password error (spec §8), so even a malformed request
// answers with a code in front: the one of the field it concerns.
const FIELD_CODES: Record<string, string> = {
  email: CODES.emailMismatch,
  current_password: CODES.wrongCurrent,
  new_password: CODES.weakPassword,
};

function codedValidationMessage(request: FastifyRequest): string | null {
  const error = request.validationError as
    | (Error & { validation?: { instancePath: string; message?: string }[] })
    | undefined;
  if (!error) return null;
  const issues = error.validation ?? [];
  const field = issues[0]?.instancePath.split('/')[1] ?? '';
  const firstMessage = issues[0]?.message;
  const code = FIELD_CODES[field] ?? CODES.invalidRequest;
  return (
    code + (FIELD_CODES[field] && firstMessage ? firstMessage : describeValidationErrors('body', issues))
  );
}

/** Sign-in, sign-out, forgot password and change password (spec §7). */
export const authRoutes: FastifyPluginAsyncZod<{
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  config: Pick<TConfig, 'PUBLIC_URL' | 'NODE_ENV' | 'MAPPS_ALLOWED_ORIGINS'>;
}> = async (app, deps) => {
  const service = createAuthService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    logger: deps.logger,
    publicUrl: deps.config.PUBLIC_URL,
  });
  app.addHook('onClose', () => service.drain());
  // The embedded app's sign-in shares this service (and so its throttling).
  await app.register(mappsRoutes, {
    service,
    policy: {
      allowedOrigins: deps.config.MAPPS_ALLOWED_ORIGINS,
      requireHttps: deps.config.NODE_ENV === 'production',
    },
  });
  const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 429: ZErrorEnvelope };

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email (or user name) and password; answers a new bearer token',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.login({
        userName: request.body.user_name,
        password: request.body.password,
        rememberMe: request.body.remember_me,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (!result.ok) return reply.code(result.status).send(fail(result.message));
      return { error: false as const, ...result.value };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['auth'],
        summary: "Revoke the caller's session",
        response: { 200: ZLogoutResponse, 401: ZErrorEnvelope },
      },
    },
    async (request) => {
      await service.logout(authOf(request).sessionId);
      return { error: false as const };
    },
  );

  app.post(
    '/api/auth/login/forgotpassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a temporary password (the same answer whether or not the email is known)',
        body: ZForgotPasswordRequest,
        response: { 200: ZForgotPasswordResponse, 400: ZErrorEnvelope },
      },
    },
    async (request) => {
      service.forgotPassword(request.body.email);
      return { error: false as const, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.put(
    '/api/auth/login/password',
    {
      preHandler: requireAuth,
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password; errors start with a 4-character code",
        body: ZChangePasswordRequest,
        response: { 200: ZChangePasswordResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const invalid = codedValidationMessage(request);
      if (invalid) return reply.code(400).send(fail(invalid));
      const auth = authOf(request);
      const result = await service.changePassword({
        userId: auth.userId,
        sessionId: auth.sessionId,
        callerEmail: auth.email,
        email: request.body.email,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      if (!result.ok) return reply.code(result.status).send(fail(result.message));
      return { error: false as const, ...result.value };
    },
  );

  app.put(
    '/api/auth/login/password/later',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Keep the temporary password for now (asked again at the next sign-in)',
        body: ZChangePasswordLaterRequest,
        response: { 200: ZChangePasswordLaterResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const result = await service.changePasswordLater({
        userId: auth.userId,
        callerEmail: auth.email,
        email: request.body.email,
      });
      if (!result.ok) return reply.code(result.status).send(fail(result.message));
      return { error: false as const, ...result.value };
    },
  );
};
