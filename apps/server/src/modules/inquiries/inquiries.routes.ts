import {
  CONTACT_US_PATH,
  fail,
  SCHEDULE_SIGNUP_PATH,
  ZContactUsRequest,
  ZContactUsResponse,
  ZErrorEnvelope,
  ZScheduleSignupRequest,
  ZScheduleSignupResponse,
} from '@seller-tools/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { createInquiriesService, type TInquiryOutcome, type TSender } from './inquiries.service.ts';

// The public site's forms (issue 4): contact us (spec §7's POST /api/user/contact-us) and the intro-call
// request of /schedule-signup. No sign-in; each is limited per visitor address and hour.
export const inquiriesRoutes: FastifyPluginAsyncZod<{
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  config: Pick<TConfig, 'OPERATOR_EMAIL'>;
}> = async (app, deps) => {
  const inquiries = createInquiriesService({ ...deps, operatorEmail: deps.config.OPERATOR_EMAIL });
  const errors = { 400: ZErrorEnvelope, 429: ZErrorEnvelope };

  app.post(
    CONTACT_US_PATH,
    {
      schema: {
        tags: ['public forms'],
        summary: 'Send a message to the Seller Tools team (stored and mailed to the operators)',
        body: ZContactUsRequest,
        response: { 200: ZContactUsResponse, ...errors },
      },
    },
    async (request, reply) => answer(reply, await inquiries.contact(request.body, senderOf(request))),
  );

  app.post(
    SCHEDULE_SIGNUP_PATH,
    {
      schema: {
        tags: ['public forms'],
        summary: 'Ask for an intro call (stored and mailed to the operators)',
        body: ZScheduleSignupRequest,
        response: { 200: ZScheduleSignupResponse, ...errors },
      },
    },
    async (request, reply) => answer(reply, await inquiries.scheduleSignup(request.body, senderOf(request))),
  );
};

function senderOf(request: FastifyRequest): TSender {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

function answer(reply: FastifyReply, outcome: TInquiryOutcome) {
  if (!outcome.ok) {
    return reply
      .code(outcome.status)
      .header('retry-after', String(outcome.retryAfterSeconds))
      .send(fail(outcome.message));
  }
  return { error: false as const, message: outcome.message, data: { id: outcome.id } };
}
