import { contactUsEndpoint, scheduleSignupEndpoint } from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { type Outcome, unwrap } from '../../lib/outcome.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { createInquiriesService, type TInquiryReceipt, type TSender } from './inquiries.service.ts';

// The public site's forms (issue 4): contact us (spec §7's POST /api/user/contact-us) and the intro-call
// request of /schedule-signup. No sign-in; each is limited per visitor address and hour.
export const inquiriesRoutes: FastifyPluginAsync<{
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  logger: TLogger;
  config: Pick<TConfig, 'OPERATOR_EMAIL'>;
}> = async (app, deps) => {
  const inquiries = createInquiriesService({ ...deps, operatorEmail: deps.config.OPERATOR_EMAIL });

  registerEndpoint(app, contactUsEndpoint, {
    handler: async (request) => receipt(await inquiries.contact(request.body, senderOf(request))),
  });

  registerEndpoint(app, scheduleSignupEndpoint, {
    handler: async (request) => receipt(await inquiries.scheduleSignup(request.body, senderOf(request))),
  });
};

function senderOf(request: FastifyRequest): TSender {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** The form's answer: the stored id, with the thank-you as the envelope's message. */
function receipt(outcome: Outcome<TInquiryReceipt>) {
  const { id, message } = unwrap(outcome);
  return { error: false as const, message, data: { id } };
}
