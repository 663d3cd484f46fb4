import { ok, ZReportExportQuery, ZReportQuery, ZReportResponse } from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createReportService } from './report.service.ts';
import { REVIEW_ERRORS } from './route-helpers.ts';

// Reports: the rows on screen, and the same rows as a CSV or XLSX download.
export const reportRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, deps) => {
  const service = createReportService(deps);
  const tags = ['reports'];

  app.get(
    '/api/review/report',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: 'Reviews and ratings of a store by day, week, month or ASIN',
        querystring: ZReportQuery,
        response: { 200: ZReportResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) => {
      const store = storeOf(request);
      return ok(await service.report(store, request.query));
    },
  );

  app.get(
    '/api/review/report/export',
    {
      preHandler: [requireAuth, requireTeamPermission('export_reports'), requireStore(deps.db)],
      schema: {
        tags,
        summary: 'The report as a CSV or XLSX file',
        querystring: ZReportExportQuery,
        response: { 200: z.any(), ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      const file = await service.exportFile(store, request.query, request.query.format);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
