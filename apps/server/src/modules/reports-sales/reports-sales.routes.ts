import {
  ok,
  profitReportEndpoint,
  profitReportExportEndpoint,
  salesReportEndpoint,
  salesReportExportEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createProfitReportService } from './profit-report.service.ts';
import { createSalesReportService } from './sales-report.service.ts';

// The Reports module's Sales and Profit reports (issue 25): rows on screen, and the same rows as CSV or XLSX
// (exports need the export_reports team permission, as the reviews report's).
export const reportsSalesRoutes: FastifyPluginAsync<{ db: TDb }> = async (app, deps) => {
  const sales = createSalesReportService(deps);
  const profit = createProfitReportService(deps);

  registerEndpoint(app, salesReportEndpoint, {
    preHandler: [requireAuth, requireStore()],
    handler: async (request) => ok(await sales.report(storeOf(request), request.query)),
  });
  registerEndpoint(app, salesReportExportEndpoint, {
    preHandler: [requireAuth, requireTeamPermission('export_reports'), requireStore()],
    handler: async (request, reply) =>
      sendDownload(reply, await sales.exportFile(storeOf(request), request.query, request.query.format)),
  });
  registerEndpoint(app, profitReportEndpoint, {
    preHandler: [requireAuth, requireStore()],
    handler: async (request) => ok(await profit.report(storeOf(request), request.query)),
  });
  registerEndpoint(app, profitReportExportEndpoint, {
    preHandler: [requireAuth, requireTeamPermission('export_reports'), requireStore()],
    handler: async (request, reply) =>
      sendDownload(reply, await profit.exportFile(storeOf(request), request.query, request.query.format)),
  });
};
