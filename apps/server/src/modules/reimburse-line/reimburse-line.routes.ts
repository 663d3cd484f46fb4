import {
  findingsExportEndpoint,
  freeAuditEndpoint,
  lostInWarehouseEndpoint,
  lostInWarehouseExportEndpoint,
  moduleSwitchEndpoint,
  ok,
  payoutsEndpoint,
  payoutsExportEndpoint,
  ROLES,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { reimbursePlanOf } from '../../lib/reimburse-enrolment.ts';
import { loadServerUserInfo } from '../../lib/user-info.ts';
import { authOf, requireAuth, requireRole } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireReimbursePlan } from '../../plugins/require-reimburse-plan.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { exportFindings } from './findings-export.service.ts';
import { createFreeAuditService } from './free-audit.service.ts';
import { createLostService } from './lost.service.ts';
import { payoutSummary } from './payouts.service.ts';
import { payoutsExportFile } from './payouts-export.ts';

/**
 * The seller's reimbursement line (issue 19): the module switch, the free audit (any store the caller may
 * see), the payout summary and findings export (reimburse plan), and the staff's lost-in-warehouse list.
 * The findings list and summary themselves are the audit engine's routes.
 */
export const reimburseLineRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const { db } = deps;
  const planned = requireReimbursePlan(db);
  const freeAudit = createFreeAuditService(deps);
  const lost = createLostService(deps);
  const staff = requireRole(ROLES.superAdmin, ROLES.reimbursementAdmin);

  registerEndpoint(app, moduleSwitchEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      const auth = authOf(request);
      // Read fresh, not from the session's copy: the reimburse line's store choice lives beside it.
      const [row] = await db
        .select({ moduleConfig: users.moduleConfig })
        .from(users)
        .where(eq(users.id, auth.userId));
      const moduleConfig = { ...(row?.moduleConfig ?? {}), module: request.body.module };
      await db
        .update(users)
        .set({ moduleConfig, updatedAt: deps.clock.now() })
        .where(eq(users.id, auth.userId));
      return ok(await loadServerUserInfo(db, auth.userId));
    },
  });

  registerEndpoint(app, freeAuditEndpoint, {
    preHandler: [requireAuth, requireStore()],
    handler: async (request) => ok(await freeAudit(storeOf(request), authOf(request).companyId)),
  });

  registerEndpoint(app, payoutsEndpoint, {
    preHandler: [requireAuth, planned, requireStore()],
    handler: async (request) => {
      const plan = await reimbursePlanOf(db, authOf(request).companyId);
      return ok(await payoutSummary(db, storeOf(request), plan?.commission_percent ?? 0));
    },
  });

  registerEndpoint(app, payoutsExportEndpoint, {
    preHandler: [requireAuth, planned, requireStore()],
    handler: async (request, reply) => {
      const plan = await reimbursePlanOf(db, authOf(request).companyId);
      const store = storeOf(request);
      const summary = await payoutSummary(db, store, plan?.commission_percent ?? 0);
      return sendDownload(reply, await payoutsExportFile(store, summary, request.query.format));
    },
  });

  registerEndpoint(app, findingsExportEndpoint, {
    preHandler: [requireAuth, planned, requireStore()],
    handler: async (request, reply) =>
      sendDownload(reply, await exportFindings(db, storeOf(request), request.query)),
  });

  registerEndpoint(app, lostInWarehouseEndpoint, {
    preHandler: [requireAuth, staff],
    handler: async (request) => ok(await lost.list(request.query)),
  });

  registerEndpoint(app, lostInWarehouseExportEndpoint, {
    preHandler: [requireAuth, staff],
    handler: async (request, reply) => sendDownload(reply, await lost.exportList(request.query)),
  });
};
