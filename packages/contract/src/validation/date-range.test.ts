import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZReviewRequestSummaryQuery } from '../endpoints/review-requests/summary.ts';
import { ZReviewListQuery } from '../endpoints/reviews/list-reviews.ts';
import { ZProductHistoryQuery } from '../endpoints/reviews/product-history.ts';
import { ZReportQuery } from '../endpoints/reviews/report.ts';
import { ZReportExportQuery } from '../endpoints/reviews/report-export.ts';
import { ZSystemAuditQuery } from '../endpoints/system-users/audit-list.ts';
import { DATE_RANGE_MESSAGES, dateRangeProblem, withDateRange } from './date-range.ts';

const channel_id = '00000000-0000-4000-8000-000000000001';

describe('dateRangeProblem', () => {
  it('takes a period of at most two years within the bounds', () => {
    expect(dateRangeProblem({ from: '2024-01-01', to: '2025-12-31' })).toBeNull();
    expect(dateRangeProblem({ from: '2000-01-01', to: '2000-01-01' })).toBeNull();
    expect(dateRangeProblem({ from: '2098-01-01', to: '2099-12-31' })).toBeNull();
    expect(dateRangeProblem({})).toBeNull();
    expect(dateRangeProblem({ from: '2026-01-01', to: '' })).toBeNull();
  });

  it.each([
    [{ from: '1999-12-31', to: '2000-01-05' }, ['from'], DATE_RANGE_MESSAGES.tooEarly],
    [{ to: '1000-01-01' }, ['to'], DATE_RANGE_MESSAGES.tooEarly],
    [{ from: '2026-01-01', to: '2999-12-31' }, ['to'], DATE_RANGE_MESSAGES.tooLate],
    [{ from: '2020-01-01', to: '2022-01-01' }, ['to'], DATE_RANGE_MESSAGES.tooLong],
    [{ from: '2026-02-01', to: '2026-01-01' }, [], DATE_RANGE_MESSAGES.inverted],
  ])('refuses %o', (range, path, message) => {
    expect(dateRangeProblem(range)).toEqual({ path, message });
  });

  it('leaves the span of a plain filter free', () => {
    expect(dateRangeProblem({ from: '2000-01-01', to: '2026-01-01' }, { capSpan: false })).toBeNull();
  });

  it('one issue, at the field at fault', () => {
    const schema = withDateRange(z.object({ from: z.string(), to: z.string() }));
    const result = schema.safeParse({ from: '1000-01-01', to: '2999-12-31' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['from'], message: DATE_RANGE_MESSAGES.tooEarly }),
    ]);
  });
});

describe('every period of the contract is capped', () => {
  const nineThousandYears = { channel_id, from: '1000-01-01', to: '9999-12-31' };
  it.each([
    ['review-request summary', ZReviewRequestSummaryQuery, {}],
    ['product history', ZProductHistoryQuery, {}],
    ['report', ZReportQuery, {}],
    ['report export', ZReportExportQuery, { format: 'csv' }],
    ['review list filter', ZReviewListQuery, {}],
    ['audit filter', ZSystemAuditQuery, {}],
  ])('%s refuses a 9 000-year period', (_name, schema: z.ZodType, extra) => {
    const result = schema.safeParse({ ...nineThousandYears, ...extra });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(DATE_RANGE_MESSAGES.tooEarly);
  });

  it.each([
    ['review-request summary', ZReviewRequestSummaryQuery, {}],
    ['product history', ZProductHistoryQuery, {}],
    ['report', ZReportQuery, {}],
    ['report export', ZReportExportQuery, { format: 'csv' }],
  ])('%s refuses a period over two years', (_name, schema: z.ZodType, extra) => {
    const result = schema.safeParse({ channel_id, from: '2020-01-01', to: '2026-01-01', ...extra });
    expect(result.error?.issues.map((i) => i.message)).toEqual([DATE_RANGE_MESSAGES.tooLong]);
  });
});
