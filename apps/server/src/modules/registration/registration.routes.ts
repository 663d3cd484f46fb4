import {
  fail,
  MODULES,
  ok,
  SIGNUP_MESSAGES,
  type TModule,
  ZErrorEnvelope,
  ZResendCodeRequest,
  ZResendCodeResponse,
  ZSignupRequest,
  ZSignupResponse,
  ZSignupStepRequest,
  ZSignupStepResponse,
  ZVerifyCodeRequest,
  ZVerifyCodeResponse,
} from '@seller-tools/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { createRegistrationService, type TOutcome, type TRegistrationDeps } from './registration.service.ts';

// Registration (spec §4, §7, §8): sign up → verify the emailed code → (connect, in the market module).
export const registrationRoutes: FastifyPluginAsyncZod<TRegistrationDeps> = async (app, deps) => {
  const registration = createRegistrationService(deps);
  const errors = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    409: ZErrorEnvelope,
    429: ZErrorEnvelope,
  };

  app.post(
    '/api/signup',
    {
      schema: {
        tags: ['registration'],
        summary: 'Create a company and an unverified user, and mail a verification code',
        body: ZSignupRequest,
        response: { 200: ZSignupResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await registration.signUp(request.body);
      if (!outcome.ok) return refused(reply, outcome);
      return ok({ company_id: outcome.value.companyId, user_id: outcome.value.userId });
    },
  );

  // One route per product line; the path, not the body, says which product the code is for.
  for (const moduleType of MODULES) {
    app.put(
      `/api/email/${moduleType}/codeverify`,
      {
        schema: {
          tags: ['registration'],
          summary: 'Send a new verification code, voiding the previous one',
          body: ZResendCodeRequest,
          response: { 200: ZResendCodeResponse, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await registration.resend(request.body.email, moduleType satisfies TModule);
        if (!outcome.ok) return refused(reply, outcome);
        return { error: false as const, message: SIGNUP_MESSAGES.resendSuccessMessage };
      },
    );
  }

  app.post(
    '/api/email/codeverify',
    {
      schema: {
        tags: ['registration'],
        summary: 'Verify the emailed code; answers the signup token the connect step spends',
        body: ZVerifyCodeRequest,
        response: { 200: ZVerifyCodeResponse, ...errors },
      },
    },
    async (request, reply) => {
      // company_id, user_id and username are ignored: the email and its code are the whole proof.
      const outcome = await registration.verify(request.body.email, request.body.code);
      if (!outcome.ok) return refused(reply, outcome);
      const { userId, companyId, signupToken } = outcome.value;
      return ok({ user_id: userId, company_id: companyId, signup_token: signupToken });
    },
  );

  app.put(
    '/api/user/signup-step',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['registration'],
        summary: "Set the signed-in caller's own sign-up step",
        security: [{ bearer: [] }],
        body: ZSignupStepRequest,
        response: { 200: ZSignupStepResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await registration.setSignupStep(
        authOf(request),
        request.body.email,
        request.body.signup_step,
      );
      if (!outcome.ok) return refused(reply, outcome);
      return ok({ email: outcome.value.email, signup_step: outcome.value.step });
    },
  );
};

function refused(reply: FastifyReply, outcome: Extract<TOutcome<unknown>, { ok: false }>) {
  if (outcome.retryAfterSeconds !== undefined) reply.header('retry-after', String(outcome.retryAfterSeconds));
  return reply.code(outcome.status).send(fail(outcome.message));
}
