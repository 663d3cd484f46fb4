import {
  acceptEnrolTermsEndpoint,
  addEnrolStoreEndpoint,
  ENROL_MESSAGES,
  enrolmentEndpoint,
  finishEnrolmentEndpoint,
  ok,
  saveEnrolBillingEndpoint,
  saveEnrolCasePreferenceEndpoint,
  saveEnrolStoresEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { actorOf, requireAuth } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { createEnrolmentService, type TEnrolActor, type TEnrolmentDeps } from './enrolment.service.ts';

// Self-service enrolment (issue 20): the signup steps' state and saves, the finish, and /add-new. The
// service refuses everyone but the company's admin.

export const reimburseEnrolRoutes: FastifyPluginAsync<TEnrolmentDeps> = async (app, deps) => {
  const enrolment = createEnrolmentService(deps);

  /** A signup step the company's admin saves (the service refuses anyone else), answered with `message`. */
  const step =
    <B, T>(save: (actor: TEnrolActor, body: B) => Promise<T>, message: string = ENROL_MESSAGES.saved) =>
    async (request: FastifyRequest & { body: B }) =>
      ok(await save(actorOf(request), request.body), message);

  registerEndpoint(app, enrolmentEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await enrolment.get(actorOf(request))),
  });
  registerEndpoint(app, saveEnrolStoresEndpoint, {
    preHandler: requireAuth,
    handler: step(enrolment.saveStores),
  });
  registerEndpoint(app, acceptEnrolTermsEndpoint, {
    preHandler: requireAuth,
    handler: step(enrolment.acceptTerms),
  });
  registerEndpoint(app, saveEnrolCasePreferenceEndpoint, {
    preHandler: requireAuth,
    handler: step(enrolment.saveCasePreference),
  });
  registerEndpoint(app, saveEnrolBillingEndpoint, {
    preHandler: requireAuth,
    handler: step(enrolment.saveBilling),
  });
  registerEndpoint(app, finishEnrolmentEndpoint, {
    preHandler: requireAuth,
    handler: step((actor) => enrolment.finish(actor), ENROL_MESSAGES.finished),
  });
  registerEndpoint(app, addEnrolStoreEndpoint, {
    preHandler: requireAuth,
    handler: step(
      (actor, body: { channel_id: string }) => enrolment.addStore(actor, body.channel_id),
      ENROL_MESSAGES.storeAdded,
    ),
  });
};
