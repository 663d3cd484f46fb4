import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalidInput, notFound, ok } from '../api-errors.ts';
import { DAY_MS, isoSeconds } from '../clock.ts';
import { sellerData } from '../data/seller-data.ts';
import { baseUrl, operationsOf, SP_API, type TApiDeps } from '../operation.ts';
import { registerDocumentRoute } from '../reports/document-route.ts';
import { reportPage, reportQuery } from '../reports/report-query.ts';
import { createReportStore, type TReport } from '../reports/report-store.ts';
import { REPORT_TYPES } from '../reports/report-types.ts';

const ZCreateReport = z.object({
  reportType: z.string().min(1),
  marketplaceIds: z.array(z.string().min(1)).min(1).max(25),
  dataStartTime: z.iso.datetime({ offset: true }).optional(),
  dataEndTime: z.iso.datetime({ offset: true }).optional(),
  reportOptions: z.record(z.string(), z.string()).optional(),
});

function reportJson(r: TReport) {
  return {
    reportId: r.reportId,
    reportType: r.reportType,
    dataStartTime: isoSeconds(r.dataStartTime),
    dataEndTime: isoSeconds(r.dataEndTime),
    marketplaceIds: r.marketplaceIds,
    processingStatus: r.status,
    createdTime: isoSeconds(r.createdTime),
    ...(r.processingStartTime !== null ? { processingStartTime: isoSeconds(r.processingStartTime) } : {}),
    ...(r.processingEndTime !== null ? { processingEndTime: isoSeconds(r.processingEndTime) } : {}),
    ...(r.reportDocumentId !== null ? { reportDocumentId: r.reportDocumentId } : {}),
  };
}

// Reports 2021-06-30: createReport → getReport (processingStatus) → getReportDocument → a short-lived
// URL to the GZIP'd document, served by the sandbox itself at /report-documents/.
export function registerReportsRoutes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  const store = createReportStore();
  const now = () => deps.clock.now().getTime();

  on('createReport', 'POST /reports/2021-06-30/reports', (request, caller) => {
    const parsed = ZCreateReport.safeParse(request.body);
    if (!parsed.success)
      return invalidInput(`Invalid request body: ${parsed.error.issues[0]?.path.join('.') || 'body'}.`);
    const body = parsed.data;
    const type = REPORT_TYPES[body.reportType];
    if (!type) return invalidInput(`Report type ${body.reportType} is not supported.`);
    const createdTime = now();
    const end = Math.min(body.dataEndTime ? Date.parse(body.dataEndTime) : createdTime, createdTime);
    const start = body.dataStartTime ? Date.parse(body.dataStartTime) : end - type.defaultDays * DAY_MS;
    if (start > end) return invalidInput('dataStartTime must be before dataEndTime.');
    const data = sellerData(caller.sellingPartnerId);
    if (!body.marketplaceIds.some((id) => data.profile.marketplaces.some((m) => m.id === id))) {
      return invalidInput('The seller does not participate in the requested marketplaces.');
    }
    const report = store.create({
      reportType: body.reportType,
      sellingPartnerId: caller.sellingPartnerId,
      marketplaceIds: body.marketplaceIds,
      dataStartTime: start,
      dataEndTime: end,
      createdTime,
      options: body.reportOptions ?? {},
    });
    return ok({ reportId: report.reportId }, 202);
  });

  on('getReports', 'GET /reports/2021-06-30/reports', (request, caller) => {
    const query = reportQuery(request.query, now());
    if (typeof query === 'string') return invalidInput(query);
    const all = store
      .list(caller.sellingPartnerId)
      .map((r) => store.poll(r.reportId, caller.sellingPartnerId, now(), false) as TReport);
    const { page, nextToken } = reportPage(all, query);
    return ok({ reports: page.map(reportJson), ...(nextToken ? { nextToken } : {}) });
  });

  on('getReport', 'GET /reports/2021-06-30/reports/:reportId', (request, caller) => {
    const { reportId } = request.params as { reportId: string };
    const report = store.poll(reportId, caller.sellingPartnerId, now(), true);
    return report ? ok(reportJson(report)) : notFound(`Report ${reportId} was not found.`);
  });

  on('cancelReport', 'DELETE /reports/2021-06-30/reports/:reportId', (request, caller) => {
    const { reportId } = request.params as { reportId: string };
    const report = store.poll(reportId, caller.sellingPartnerId, now(), false);
    if (!report) return notFound(`Report ${reportId} was not found.`);
    if (report.status !== 'IN_QUEUE') return invalidInput('Only reports that are IN_QUEUE can be cancelled.');
    store.cancel(report, now());
    return ok({});
  });

  on('getReportDocument', 'GET /reports/2021-06-30/documents/:reportDocumentId', (request, caller) => {
    const { reportDocumentId } = request.params as { reportDocumentId: string };
    const doc = store.document(reportDocumentId, caller.sellingPartnerId);
    if (!doc) return notFound(`Report document ${reportDocumentId} was not found.`);
    return ok({
      reportDocumentId,
      url: `${baseUrl(request)}${store.signedPath(reportDocumentId, now())}`,
      compressionAlgorithm: 'GZIP',
    });
  });

  registerDocumentRoute(app, store, now);
}
