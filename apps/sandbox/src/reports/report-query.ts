import { DAY_MS } from '../clock.ts';
import { dateParam, decodeToken, encodeToken, listParam, param } from '../query.ts';
import type { TReport } from './report-store.ts';

const PROCESSING_STATUSES = ['CANCELLED', 'DONE', 'FATAL', 'IN_PROGRESS', 'IN_QUEUE'];

/** getReports' filter, carried whole in its `nextToken` so a token alone continues the listing. */
export type TReportQuery = {
  kind: 'reports';
  types: string[];
  statuses: string[];
  marketplaceIds: string[];
  since: number;
  until: number;
  pageSize: number;
  offset: number;
};

/** Reads getReports' parameters as the model defines them; a string is the 400's message. */
export function reportQuery(query: unknown, now: number): TReportQuery | string {
  const token = param(query, 'nextToken');
  if (token !== undefined) return decodeToken<TReportQuery>(token, 'reports') ?? 'Invalid nextToken.';
  const types = listParam(query, 'reportTypes');
  if (types.length === 0) return 'reportTypes is required unless nextToken is given.';
  if (types.length > 10) return 'At most 10 reportTypes may be given.';
  const statuses = listParam(query, 'processingStatuses');
  const bad = statuses.find((s) => !PROCESSING_STATUSES.includes(s));
  if (bad !== undefined) return `Invalid processingStatuses value: ${bad}.`;
  const marketplaceIds = listParam(query, 'marketplaceIds');
  if (marketplaceIds.length > 10) return 'At most 10 marketplaceIds may be given.';
  const pageSize = Number(param(query, 'pageSize') ?? 10);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    return 'pageSize must be between 1 and 100.';
  // The model's defaults: reports created in the last 90 days, up to now.
  const since = dateParam(query, 'createdSince') ?? now - 90 * DAY_MS;
  const until = dateParam(query, 'createdUntil') ?? now;
  if (Number.isNaN(since) || Number.isNaN(until))
    return 'createdSince and createdUntil must be ISO 8601 date-times.';
  if (since > until) return 'createdSince must be before createdUntil.';
  return { kind: 'reports', types, statuses, marketplaceIds, since, until, pageSize, offset: 0 };
}

/** One page of the matching reports and the token of the next, if any. */
export function reportPage(
  reports: TReport[],
  q: TReportQuery,
): { page: TReport[]; nextToken: string | undefined } {
  const matching = reports.filter(
    (r) =>
      q.types.includes(r.reportType) &&
      (q.statuses.length === 0 || q.statuses.includes(r.status)) &&
      (q.marketplaceIds.length === 0 || r.marketplaceIds.some((id) => q.marketplaceIds.includes(id))) &&
      r.createdTime >= q.since &&
      r.createdTime <= q.until,
  );
  const end = q.offset + q.pageSize;
  return {
    page: matching.slice(q.offset, end),
    nextToken: end < matching.length ? encodeToken({ ...q, offset: end }) : undefined,
  };
}
