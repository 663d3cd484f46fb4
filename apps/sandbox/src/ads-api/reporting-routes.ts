import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, type TAnswer } from '../api-errors.ts';
import { DAY_MS, dayOf, localDayOf } from '../clock.ts';
import { adsProfileFor } from '../data/ads-profiles.ts';
import { sellerData } from '../data/seller-data.ts';
import { baseUrl, type TApiDeps } from '../operation.ts';
import {
  ADS_REPORT_TYPES,
  allowedColumns,
  buildAdsReport,
  type TAdsReportSpec,
  ZAdsReportConfig,
} from '../reports/ads-reports.ts';
import { registerDocumentRoute } from '../reports/document-route.ts';
import { createReportStore, DOCUMENT_URL_TTL_S, type TReport } from '../reports/report-store.ts';
import { registerAdsOperation } from './ads-operation.ts';

export const CREATE_REPORT_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
const REPORT_RESPONSE_TYPE = 'application/vnd.createasyncreportresponse.v3+json';
/** Sponsored Products v3 reports: 95 days of data retention, at most 31 days per report. */
const RETENTION_DAYS = 95;
const MAX_RANGE_DAYS = 31;

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZCreate = z.object({
  name: z.string().max(128).optional(),
  startDate: ZDate,
  endDate: ZDate,
  configuration: ZAdsReportConfig,
});

type TSpec = TAdsReportSpec & {
  profileId: string;
  /** The profile's time zone: "today" and "yesterday" are its days, not UTC's. */
  timeZone: string;
  name: string;
  startDate: string;
  endDate: string;
};

// Reporting v3 writes its errors with `detail` (not `details`) and the status as the code.
const reportingError = (status: number, detail: string): TAnswer => ({
  status,
  body: { code: String(status), detail },
});

const STATUS: Record<TReport['status'], string> = {
  IN_QUEUE: 'PENDING',
  IN_PROGRESS: 'PROCESSING',
  DONE: 'COMPLETED',
  CANCELLED: 'FAILED',
  FATAL: 'FAILED',
};

function validate(body: unknown, today: number): Omit<TSpec, 'profileId' | 'home' | 'timeZone'> | TAnswer {
  const parsed = ZCreate.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reportingError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const { name, startDate, endDate, configuration } = parsed.data;
  const type = ADS_REPORT_TYPES[configuration.reportTypeId];
  if (!type)
    return reportingError(
      400,
      `configuration reportTypeId ${configuration.reportTypeId} is invalid for adProduct SPONSORED_PRODUCTS. Allowed values: (${Object.keys(ADS_REPORT_TYPES).join(', ')})`,
    );
  const badGroup = configuration.groupBy.filter((g) => !type.groupBy[g]);
  if (badGroup.length > 0)
    return reportingError(
      400,
      `configuration groupBy includes invalid values: (${badGroup.join(', ')}). Allowed values: (${Object.keys(type.groupBy).join(', ')})`,
    );
  const columns = configuration.columns;
  if (configuration.timeUnit === 'DAILY' && columns.some((c) => c === 'startDate' || c === 'endDate'))
    return reportingError(
      400,
      'configuration startDate and endDate are not supported columns for DAILY time unit. Please use date instead.',
    );
  if (configuration.timeUnit === 'SUMMARY' && columns.includes('date'))
    return reportingError(
      400,
      'configuration date is not a supported column for SUMMARY time unit. Please use startDate and endDate instead.',
    );
  const allowed = allowedColumns(configuration);
  const badColumns = columns.filter((c) => !allowed.includes(c));
  if (badColumns.length > 0)
    return reportingError(400, `configuration columns includes invalid values: (${badColumns.join(', ')})`);
  const badFilters = (configuration.filters ?? []).filter((f) => !type.filters[f.field]);
  if (badFilters.length > 0)
    return reportingError(
      400,
      `configuration filters includes fields: (${badFilters.map((f) => f.field).join(', ')}) which are invalid for groupBys: ${configuration.groupBy.join(', ')}`,
    );
  const startDay = dayOf(Date.parse(`${startDate}T00:00:00Z`));
  const endDay = dayOf(Date.parse(`${endDate}T00:00:00Z`));
  if (Number.isNaN(startDay) || Number.isNaN(endDay)) return reportingError(400, 'Invalid date format');
  if (endDay < startDay) return reportingError(400, 'endDate must be on or after startDate');
  if (endDay - startDay + 1 > MAX_RANGE_DAYS)
    return reportingError(400, `Report date range cannot exceed ${MAX_RANGE_DAYS} days`);
  if (startDay < today - RETENTION_DAYS)
    return reportingError(400, `startDate cannot be more than ${RETENTION_DAYS} days in the past`);
  if (endDay > today) return reportingError(400, 'endDate cannot be in the future');
  return {
    name: name ?? '',
    startDate,
    endDate,
    startDay,
    endDay,
    configuration: { ...configuration, filters: configuration.filters ?? null },
  };
}

// Reporting v3: create → poll (PENDING → PROCESSING → COMPLETED) → a pre-signed GZIP JSON URL, on the
// report store the SP-API uses, with UUID report ids and downloads under /ads-reports/.
export function registerReportingRoutes(app: FastifyInstance, deps: TApiDeps) {
  const now = () => deps.clock.now().getTime();
  const store = createReportStore({
    newId: () => randomUUID(),
    documentPath: '/ads-reports',
    build: (report) => {
      const spec = report.spec as TSpec;
      const today = localDayOf(report.createdTime, spec.timeZone);
      const rows = buildAdsReport(sellerData(report.sellingPartnerId), spec, today);
      return { contentType: 'application/json', content: JSON.stringify(rows) };
    },
  });
  // The request a report was made from, for Ads' duplicate check: one pending report per request.
  const requestKeys = new Map<string, string>();

  function reportJson(report: TReport, url: string | null) {
    const spec = report.spec as TSpec;
    const doc = report.reportDocumentId
      ? store.document(report.reportDocumentId, report.sellingPartnerId)
      : null;
    const updatedAt = report.processingEndTime ?? report.processingStartTime ?? report.createdTime;
    return {
      reportId: report.reportId,
      name: spec.name,
      status: STATUS[report.status],
      configuration: spec.configuration,
      startDate: spec.startDate,
      endDate: spec.endDate,
      createdAt: new Date(report.createdTime).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      generatedAt: report.status === 'DONE' ? new Date(updatedAt).toISOString() : null,
      fileSize: doc ? doc.body.length : null,
      url,
      urlExpiresAt: url ? new Date(now() + DOCUMENT_URL_TTL_S * 1000).toISOString() : null,
      failureReason: STATUS[report.status] === 'FAILED' ? 'Report failed' : null,
    };
  }

  registerAdsOperation(app, deps, {
    method: 'POST',
    url: '/reporting/reports',
    operation: 'createAsyncReport',
    scoped: true,
    mediaType: CREATE_REPORT_TYPE,
    responseType: REPORT_RESPONSE_TYPE,
    handler: (request, caller) => {
      const profile = adsProfileFor(caller.sellingPartnerId, caller.scope);
      const timeZone = profile?.timezone ?? 'UTC';
      const checked = validate(request.body, localDayOf(now(), timeZone));
      if ('status' in checked) return checked;
      const key = JSON.stringify([
        caller.clientId,
        caller.scope,
        checked.startDate,
        checked.endDate,
        checked.configuration,
      ]);
      const existing = requestKeys.get(key);
      if (existing) {
        const report = store.poll(existing, caller.sellingPartnerId, now(), false);
        if (report && (report.status === 'IN_QUEUE' || report.status === 'IN_PROGRESS'))
          return reportingError(425, `The Request is a duplicate of : ${existing}`);
      }
      const createdTime = now();
      const report = store.create({
        reportType: checked.configuration.reportTypeId,
        sellingPartnerId: caller.sellingPartnerId,
        marketplaceIds: profile ? [profile.marketplace.id] : [],
        dataStartTime: checked.startDay * DAY_MS,
        dataEndTime: (checked.endDay + 1) * DAY_MS - 1,
        createdTime,
        options: {},
        spec: { ...checked, profileId: caller.scope, timeZone, home: profile?.home === true } satisfies TSpec,
      });
      requestKeys.set(key, report.reportId);
      return ok(reportJson(report, null));
    },
  });

  registerAdsOperation(app, deps, {
    method: 'GET',
    url: '/reporting/reports/:reportId',
    operation: 'getAsyncReport',
    scoped: true,
    mediaType: null,
    responseType: 'application/vnd.getasyncreportresponse.v3+json',
    handler: (request, caller) => {
      const { reportId } = request.params as { reportId: string };
      const report = store.poll(reportId, caller.sellingPartnerId, now(), true);
      if (!report || (report.spec as TSpec).profileId !== caller.scope)
        return reportingError(404, `Report ${reportId} not found`);
      const url =
        report.status === 'DONE' && report.reportDocumentId
          ? `${baseUrl(request)}${store.signedPath(report.reportDocumentId, now())}`
          : null;
      return ok(reportJson(report, url));
    },
  });

  registerDocumentRoute(app, store, now);
}
