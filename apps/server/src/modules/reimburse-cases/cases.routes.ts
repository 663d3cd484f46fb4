import {
  CASE_STAFF_ROLES,
  caseAssignEndpoint,
  caseBulkFileEndpoint,
  caseDetailEndpoint,
  caseEvidencePackEndpoint,
  caseQueueEndpoint,
  caseTextEndpoint,
  caseTransitionEndpoint,
  listCasesEndpoint,
  ok,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { authOf, requireEnrolledStaff, type TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { generateEvidencePack } from '../../lib/documents/evidence-pack.ts';
import { requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireReimbursePlan } from '../../plugins/require-reimburse-plan.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createCasesService, isCaseStaff, type TCaseActor } from './cases.service.ts';

// Reimbursement cases (issue 20): the seller's store-scoped list, one case (seller of its store, or our
// staff), its transitions and text, and the staff's queue, assignment and bulk filing. Roles and
// visibility are the service's (cases.service.ts); staff need their second factor like on every staff API.

/** The plain actor of a signed-in caller: their roles and the stores the access policy lets them see. */
function caseActorOf(auth: TAuth): TCaseActor {
  return {
    userId: auth.userId,
    companyId: auth.companyId,
    roles: auth.roles,
    storeIds: auth.stores.map((s) => s.channelId),
  };
}

/** The caller as the service's actor; a staff member without a second factor is refused first. */
function actor(request: FastifyRequest) {
  const auth = authOf(request);
  if (isCaseStaff(auth)) requireEnrolledStaff(auth);
  return caseActorOf(auth);
}

export const reimburseCasesRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createCasesService(deps);
  const staff = requireRole(...CASE_STAFF_ROLES);

  registerEndpoint(app, listCasesEndpoint, {
    preHandler: [requireAuth, requireReimbursePlan(deps.db), requireStore()],
    handler: async (request) => ok(await service.list(storeOf(request).channelId, request.query)),
  });

  registerEndpoint(app, caseDetailEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await service.detail(actor(request), request.params.caseId)),
  });

  registerEndpoint(app, caseEvidencePackEndpoint, {
    preHandler: requireAuth,
    handler: async (request, reply) => {
      const caller = actor(request);
      const detail = await service.detail(caller, request.params.caseId);
      const { pack } = await generateEvidencePack(deps.db, {
        companyId: detail.company_id,
        channelId: detail.channel_id,
        findingIds: detail.findings.map((f) => f.finding_id),
        now: deps.clock.now(),
        createdBy: caller.userId,
      });
      return sendDownload(
        reply,
        { body: pack.bytes, type: 'application/pdf', filename: pack.filename },
        { cacheControl: 'private, no-store' },
      );
    },
  });

  registerEndpoint(app, caseTransitionEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      ok(await service.transition(actor(request), request.params.caseId, request.body)),
  });

  registerEndpoint(app, caseTextEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      ok(await service.editText(actor(request), request.params.caseId, request.body.case_text)),
  });

  registerEndpoint(app, caseQueueEndpoint, {
    preHandler: [requireAuth, staff],
    handler: async (request) => ok(await service.queue(actor(request), request.query)),
  });

  registerEndpoint(app, caseAssignEndpoint, {
    preHandler: [requireAuth, staff],
    handler: async (request) =>
      ok(await service.assign(actor(request), request.params.caseId, request.body.assignee)),
  });

  registerEndpoint(app, caseBulkFileEndpoint, {
    preHandler: [requireAuth, staff],
    handler: async (request) => ok(await service.bulkFile(actor(request), request.body.items)),
  });
};
