import { DATE_RANGE, DATE_RANGE_MESSAGES, ZProductHistoryResponse } from '@seller-tools/contract';
import { describe, expect, it } from 'vitest';
import { acmeReviewsSuite } from '../../testing/acme-reviews-suite.ts';
import { FIXTURE_ASINS } from '../../testing/review-fixtures.ts';

// Issue 17 M1: a period of 9 000 years answered 46 MB after seconds of work; every period is now
// refused by the contract before any query, and the day series are bounded in SQL.
describe('date ranges of summaries, histories and reports', () => {
  const s = acmeReviewsSuite();
  const { get } = s;

  const paths = () => [
    `/api/review-requests/summary?channel_id=${s.store}`,
    `/api/review/products/${FIXTURE_ASINS.board}/history?channel_id=${s.store}`,
    `/api/review/report?channel_id=${s.store}&group_by=day`,
    `/api/review/report/export?channel_id=${s.store}&group_by=day&format=csv`,
  ];

  it('refuses a 9 000-year period with a 400 that says why', async () => {
    for (const path of paths()) {
      const res = await get(`${path}&from=1000-01-01&to=9999-12-31`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual({ error: true, message: `from: ${DATE_RANGE_MESSAGES.tooEarly}` });
    }
  });

  it('refuses a period over two years inside the bounds', async () => {
    for (const path of paths()) {
      const res = await get(`${path}&from=2020-01-01&to=2026-11-22`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe(`to: ${DATE_RANGE_MESSAGES.tooLong}`);
    }
  });

  it('answers a two-year period', async () => {
    for (const path of paths()) {
      const res = await get(`${path}&from=2024-11-23&to=2026-11-22`);
      expect(res.statusCode, path).toBe(200);
    }
  });

  it("cuts a history's lone start years back to the latest days the series may hold", async () => {
    const res = await get(`${paths()[1]}&from=2000-01-01`);
    expect(res.statusCode).toBe(200);
    const { days } = ZProductHistoryResponse.parse(res.json()).data;
    expect(days).toHaveLength(DATE_RANGE.maxDays);
    expect(days.at(-1)?.date).toBe('2026-11-22');
  });
});
