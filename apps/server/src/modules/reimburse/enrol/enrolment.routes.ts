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
import type { FastifyPluginAsync } from 'fastify';
import { actorOf, requireAuth } from '../../../plugins/authenticate.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { createEnrolmentService, type TEnrolmentDeps } from './enrolment.service.ts';

// Self-service enrolment (issue 20): the signup steps' state and saves, the finish, and /add-new. The
// service refuses everyone but the company's admin.

export const reimburseEnrolRoutes: FastifyPluginAsync<TEnrolmentDeps> = async (app, deps) => {
  const enrolment = createEnrolmentService(deps);
  const saved = ENROL_MESSAGES.saved;

  registerEndpoint(app, enrolmentEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await enrolment.get(actorOf(request))),
  });
  registerEndpoint(app, saveEnrolStoresEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await enrolment.saveStores(actorOf(request), request.body), saved),
  });
  registerEndpoint(app, acceptEnrolTermsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await enrolment.acceptTerms(actorOf(request), request.body), saved),
  });
  registerEndpoint(app, saveEnrolCasePreferenceEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await enrolment.saveCasePreference(actorOf(request), request.body), saved),
  });
  registerEndpoint(app, saveEnrolBillingEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await enrolment.saveBilling(actorOf(request), request.body), saved),
  });
  registerEndpoint(app, finishEnrolmentEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await enrolment.finish(actorOf(request)), ENROL_MESSAGES.finished),
  });
  registerEndpoint(app, addEnrolStoreEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      ok(await enrolment.addStore(actorOf(request), request.body.channel_id), ENROL_MESSAGES.storeAdded),
  });
};
