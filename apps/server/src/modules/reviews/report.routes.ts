import { ok, reportEndpoint, reportExportEndpoint } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createReportService } from './report.service.ts';

// Reports: the rows on screen, and the same rows as a CSV or XLSX download.
export const reportRoutes: FastifyPluginAsync<{ db: TDb }> = async (app, deps) => {
  const service = createReportService(deps);

  registerEndpoint(app, reportEndpoint, {
    preHandler: [requireAuth, requireStore()],
    handler: async (request) => ok(await service.report(storeOf(request), request.query)),
  });

  registerEndpoint(app, reportExportEndpoint, {
    preHandler: [requireAuth, requireTeamPermission('export_reports'), requireStore()],
    handler: async (request, reply) => {
      const file = await service.exportFile(storeOf(request), request.query, request.query.format);
      return sendDownload(reply, file);
    },
  });
};
