import {
  MODULES,
  ok,
  resendCodeEndpoints,
  SIGNUP_MESSAGES,
  signupEndpoint,
  signupStepEndpoint,
  verifyCodeEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TConfig } from '../../config.ts';
import { codeHasherOf } from '../../lib/code-hash.ts';
import { unwrap } from '../../lib/outcome.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { createRegistrationService, type TRegistrationDeps } from './registration.service.ts';

// Registration (spec §4, §7, §8): sign up → verify the emailed code → (connect, in the market module).
export const registrationRoutes: FastifyPluginAsync<
  Omit<TRegistrationDeps, 'publicUrl' | 'hashCode'> & {
    config: Pick<TConfig, 'PUBLIC_URL' | 'ENCRYPTION_KEY'>;
  }
> = async (app, deps) => {
  const registration = createRegistrationService({
    ...deps,
    publicUrl: deps.config.PUBLIC_URL,
    hashCode: codeHasherOf(deps.config),
  });
  app.addHook('onClose', () => registration.drain());

  registerEndpoint(app, signupEndpoint, {
    handler: async (request) => {
      const { companyId, userId } = unwrap(await registration.signUp(request.body));
      return ok({ company_id: companyId, user_id: userId });
    },
  });

  // One route per product line; the path, not the body, says which product the code is for.
  for (const moduleType of MODULES) {
    registerEndpoint(app, resendCodeEndpoints[moduleType], {
      handler: async (request) => {
        unwrap(await registration.resend(request.body.email, moduleType));
        return { error: false as const, message: SIGNUP_MESSAGES.resendSuccessMessage };
      },
    });
  }

  registerEndpoint(app, verifyCodeEndpoint, {
    handler: async (request) => {
      // company_id, user_id and username are ignored: the email and its code are the whole proof.
      const { userId, companyId, signupToken } = unwrap(
        await registration.verify(request.body.email, request.body.code),
      );
      return ok({ user_id: userId, company_id: companyId, signup_token: signupToken });
    },
  });

  registerEndpoint(app, signupStepEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      const { email, step } = unwrap(
        await registration.setSignupStep(authOf(request), request.body.email, request.body.signup_step),
      );
      return ok({ email, signup_step: step });
    },
  });
};
