import {
  createReportScheduleEndpoint,
  deleteReportScheduleEndpoint,
  listReportSchedulesEndpoint,
  ok,
  reportScheduleRecipientsEndpoint,
  updateReportScheduleEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createReportSchedulesService } from './report-schedules.service.ts';

// Scheduled report emails (issue 25): a mailed report is an export, so every call needs the export_reports
// team permission the export endpoints need; a store named in the request goes through the store policy.
export const reportSchedulesRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createReportSchedulesService(deps);
  const exporter = [requireAuth, requireTeamPermission('export_reports')];
  const actor = (request: FastifyRequest) => {
    const auth = authOf(request);
    return { userId: auth.userId, companyId: auth.companyId };
  };

  registerEndpoint(app, listReportSchedulesEndpoint, {
    preHandler: exporter,
    handler: async (request) => ok(await service.list(actor(request))),
  });
  registerEndpoint(app, reportScheduleRecipientsEndpoint, {
    preHandler: [...exporter, requireStore()],
    handler: async (request) => ok(await service.recipients(actor(request), storeOf(request).channelId)),
  });
  registerEndpoint(app, createReportScheduleEndpoint, {
    preHandler: [...exporter, requireStore('body')],
    handler: async (request) => answer(await service.create(actor(request), request.body)),
  });
  registerEndpoint(app, updateReportScheduleEndpoint, {
    preHandler: [...exporter, requireStore('body')],
    handler: async (request) =>
      answer(await service.update(actor(request), request.params.scheduleId, request.body)),
  });
  registerEndpoint(app, deleteReportScheduleEndpoint, {
    preHandler: exporter,
    handler: async (request) => answer(await service.remove(actor(request), request.params.scheduleId)),
  });
};
