import {
  CHANGE_PASSWORD_ERROR_CODES as CODES,
  changePasswordEndpoint,
  changePasswordLaterEndpoint,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordEndpoint,
  signInEndpoint,
  signOutEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { AppError, unwrap } from '../../lib/outcome.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { describeValidationErrors } from '../../plugins/error-handling.ts';
import { createAuthService } from './auth.service.ts';
import { mappsRoutes } from './mapps.routes.ts';
import { mfaRoutes } from './mfa.routes.ts';
import type { TMfaService } from './mfa.service.ts';
import { sessionsRoutes } from './sessions.routes.ts';

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
export const authRoutes: FastifyPluginAsync<{
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  config: Pick<TConfig, 'PUBLIC_URL' | 'NODE_ENV' | 'MAPPS_ALLOWED_ORIGINS'>;
  mfa: TMfaService;
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

  await app.register(sessionsRoutes, { db: deps.db, clock: deps.clock });
  await app.register(mfaRoutes, { mfa: deps.mfa });

  registerEndpoint(app, signInEndpoint, {
    handler: async (request) => {
      const session = unwrap(
        await service.login({
          userName: request.body.user_name,
          password: request.body.password,
          rememberMe: request.body.remember_me,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      );
      return { error: false as const, ...session };
    },
  });

  registerEndpoint(app, signOutEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      await service.logout(authOf(request).sessionId);
      return { error: false as const };
    },
  });

  registerEndpoint(app, forgotPasswordEndpoint, {
    handler: async (request) => {
      service.forgotPassword(request.body.email);
      return { error: false as const, message: FORGOT_PASSWORD_ANSWER };
    },
  });

  registerEndpoint(app, changePasswordEndpoint, {
    preHandler: requireAuth,
    // Validation is answered by the handler, after requireAuth, with the coded message the UI expects.
    options: { attachValidation: true },
    handler: async (request) => {
      const invalid = codedValidationMessage(request);
      if (invalid) throw new AppError('invalid', invalid);
      const auth = authOf(request);
      const changed = unwrap(
        await service.changePassword({
          userId: auth.userId,
          sessionId: auth.sessionId,
          callerEmail: auth.email,
          email: request.body.email,
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
          ip: request.ip,
        }),
      );
      return { error: false as const, ...changed };
    },
  });

  registerEndpoint(app, changePasswordLaterEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      const auth = authOf(request);
      const kept = unwrap(
        await service.changePasswordLater({
          userId: auth.userId,
          callerEmail: auth.email,
          email: request.body.email,
        }),
      );
      return { error: false as const, ...kept };
    },
  });
};
