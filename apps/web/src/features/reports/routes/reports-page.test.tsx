import { REVIEW_ROUTES, type TReportRow } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isoDaysAgo } from '../../../lib/dates';
import { storeSession } from '../../../lib/session/test-fixtures';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { onScreenMatching } from '../../../test/media';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { PHONE_QUERY } from '../components/report-filters';
import { ReportsPage } from './reports-page';

function row(key: string, reviews: number, overrides: Partial<TReportRow> = {}): TReportRow {
  return {
    key,
    label: key,
    reviews,
    stars: { 1: 1, 2: 0, 3: 0, 4: 1, 5: reviews - 2 },
    average_stars: 4.1,
    verified: reviews - 1,
    removed: 0,
    rating_end: 4.3,
    ...overrides,
  };
}

const REPORT = {
  rows: [row('2025-03-03', 5), row('2025-03-10', 7)],
  totals: row('total', 12, { label: 'Total', average_stars: 4.2, rating_end: 4.3, removed: 3 }),
};

const downloads = captureDownloads('blob:report');

function setup(report = REPORT) {
  storeSession();
  const api = mockApi({
    'GET /api/review/report': () => ({ error: false, data: report }),
    'GET /api/review/report/export': (_body, url) =>
      fileResponse(
        url.searchParams.get('format') === 'csv' ? 'Period or ASIN,Label\n' : 'PK',
        `reviews-${url.searchParams.get('format')}-report.${url.searchParams.get('format')}`,
      ),
  });
  renderInShell(<ReportsPage />, { path: REVIEW_ROUTES.reports });
  return api;
}

describe('/reports', () => {
  it('reports the last 90 days by week with a totals row', async () => {
    const api = setup();
    const table = await screen.findByRole('table', { name: 'Reviews and ratings report' });
    const query = api.callsTo('GET', '/api/review/report')[0]?.url.searchParams;
    expect(query?.get('channel_id')).toBe(CHANNEL_ID);
    expect(query?.get('from')).toBe(isoDaysAgo(89));
    expect(query?.get('to')).toBe(isoDaysAgo(0));
    expect(query?.get('group_by')).toBe('week');
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('12')).toBeInTheDocument();
    // Removed reviews are counted in their own column.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const removedColumn = headers.indexOf('Removed');
    expect(removedColumn).toBeGreaterThan(0);
    expect(total.querySelectorAll('td, th')[removedColumn]?.textContent).toBe('3');
    expect(screen.getByRole('img', { name: 'Reviews per week, split by star rating' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/review/report').at(-1)?.url.searchParams.get('group_by')).toBe('month'),
    );
  });

  it("compares the seller's marketplaces side by side", async () => {
    storeSession();
    const api = mockApi({
      'GET /api/review/report': (_body, url) =>
        url.searchParams.get('group_by') === 'marketplace'
          ? {
              error: false,
              data: {
                rows: [row('uk', 3, { label: 'United Kingdom' }), row('us', 9, { label: 'United States' })],
                totals: row('total', 12, { label: 'Total', rating_end: null }),
              },
            }
          : { error: false, data: REPORT },
    });
    renderInShell(<ReportsPage />, { path: REVIEW_ROUTES.reports });
    await screen.findByRole('table', { name: 'Reviews and ratings report' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Marketplace' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Reviews and ratings report' })).getByRole('cell', {
          name: /United Kingdom/,
        }),
      ).toBeInTheDocument(),
    );
    const table = screen.getByRole('table', { name: 'Reviews and ratings report' });
    expect(within(table).getByRole('columnheader', { name: 'Marketplace' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/review/report').at(-1)?.url.searchParams.get('group_by')).toBe(
      'marketplace',
    );
    expect(
      screen.getByRole('img', { name: 'Reviews per marketplace, split by star rating' }),
    ).toBeInTheDocument();
    // No rating line across marketplaces: they have no order in time.
    expect(screen.queryByRole('img', { name: /Displayed rating at the end/ })).not.toBeInTheDocument();
  });

  it.each([
    ['Export CSV', 'csv'],
    ['Export XLSX', 'xlsx'],
  ])('%s downloads the export endpoint with the same filters', async (button, format) => {
    const api = setup();
    await screen.findByRole('table', { name: 'Reviews and ratings report' });
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    const call = api.callsTo('GET', '/api/review/report/export')[0];
    expect(call?.url.searchParams.get('format')).toBe(format);
    expect(call?.url.searchParams.get('channel_id')).toBe(CHANNEL_ID);
    expect(call?.url.searchParams.get('group_by')).toBe('week');
    expect(call?.url.searchParams.get('from')).toBe(isoDaysAgo(89));
    // Sent with the session, as every call.
    const init = (api.fetchMock.mock.calls.at(-1)?.[1] ?? {}) as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-abc');
    expect(downloads.clicked[0]?.download).toBe(`reviews-${format}-report.${format}`);
    expect(downloads.clicked[0]?.href).toBe('blob:report');
  });

  it("shows the server's message when an export fails", async () => {
    setup();
    mockApi({
      'GET /api/review/report': () => ({ error: false, data: REPORT }),
      'GET /api/review/report/export': () =>
        jsonResponse({ error: true, message: 'Too many rows to export.' }, 400),
    });
    await screen.findByRole('table', { name: 'Reviews and ratings report' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Too many rows to export.')).toBeInTheDocument();
    expect(downloads.clicked).toHaveLength(0);
  });

  it('prints the page', async () => {
    setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await screen.findByRole('table', { name: 'Reviews and ratings report' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the rating at the end of the only week that has one as a point, not an empty chart', async () => {
    setup({
      rows: [row('2025-03-03', 5, { rating_end: null }), row('2025-03-10', 7, { rating_end: 4.4 })],
      totals: row('total', 12, { label: 'Total', rating_end: 4.4 }),
    });
    const chart = await screen.findByRole('figure', { name: 'Displayed rating at the end of each week' });
    const dots = chart.querySelectorAll('circle');
    expect(dots).toHaveLength(1);
    const slots = [...chart.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(slots).toEqual(['3 Mar: no data', '10 Mar: 4.4']);
  });

  it('groups with a select on a phone, where five segments do not fit', async () => {
    onScreenMatching(PHONE_QUERY);
    const api = setup();
    await screen.findByRole('table', { name: 'Reviews and ratings report' });
    const groupBy = await screen.findByRole('combobox', { name: 'Group by' });
    expect(screen.queryByRole('radio', { name: 'Month' })).not.toBeInTheDocument();
    await userEvent.setup().selectOptions(groupBy, 'Month');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/review/report').at(-1)?.url.searchParams.get('group_by')).toBe('month'),
    );
  });

  it('says so when the period has no reviews', async () => {
    setup({ rows: [], totals: row('total', 0, { stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }) });
    expect(await screen.findByRole('heading', { name: 'No reviews in this period' })).toBeInTheDocument();
  });
});
