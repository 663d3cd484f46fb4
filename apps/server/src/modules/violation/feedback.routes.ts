import {
  FEEDBACK_MESSAGES,
  feedbackRemovalEndpoint,
  listSellerFeedbackEndpoint,
  ok,
  ROLES,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { listFeedback, setFeedbackRemoval } from './feedback.service.ts';
import type { TViolationDeps } from './violation.service.ts';

// Seller feedback in the Violation module (issue 22), with the module's roles: violation-reporter reads;
// violation-user and violation-admin also record removal requests; super-admin passes every check. The
// store through requireStore (a member limited to one store sees that store's feedback only).

const READ = [ROLES.violationAdmin, ROLES.violationUser, ROLES.violationReporter];
const ACT = [ROLES.violationAdmin, ROLES.violationUser];

export const feedbackRoutes: FastifyPluginAsync<TViolationDeps> = async (app, deps) => {
  registerEndpoint(app, listSellerFeedbackEndpoint, {
    preHandler: [requireAuth, requireRole(...READ), requireStore('query')],
    handler: async (request) => ok(await listFeedback(deps.db, request.query)),
  });
  registerEndpoint(app, feedbackRemovalEndpoint, {
    preHandler: [requireAuth, requireRole(...ACT), requireStore('body')],
    handler: async (request) => {
      const { channel_id: _store, ...step } = request.body;
      const feedback = await setFeedbackRemoval(
        deps,
        { userId: authOf(request).userId },
        storeOf(request).channelId,
        request.params.order_id,
        step,
      );
      return ok(feedback, FEEDBACK_MESSAGES[step.status]);
    },
  });
};
