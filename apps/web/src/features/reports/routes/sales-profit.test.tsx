import { REIMBURSE_ROUTES, REVIEW_ROUTES, type TProfitRow, type TSalesRow } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDaysAgo } from '../../../lib/dates';
import { storeSession } from '../../../lib/session/test-fixtures';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { onScreenMatching } from '../../../test/media';
import { mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { PHONE_QUERY } from '../components/report-filters';
import { ReportsPage } from './reports-page';

function salesRow(key: string, overrides: Partial<TSalesRow> = {}): TSalesRow {
  return {
    key,
    label: key,
    currency: 'USD',
    units: 3,
    orders: 2,
    revenue_minor: 5997,
    refunds: 1,
    refunded_minor: 1999,
    returned_units: 1,
    ...overrides,
  };
}

const SALES = {
  rows: [salesRow('2026-10-05'), salesRow('2026-10-12', { units: 1, orders: 1, revenue_minor: 123456 })],
  totals: salesRow('total', { label: 'Total', units: 4, orders: 3, revenue_minor: 129453 }),
};

const NO_SOURCES: TProfitRow['sources'] = {
  orders: { count: 0, ids: [] },
  fees: [],
  refunds: [],
  ads: [],
  cogs: [],
};

function profitRow(key: string, overrides: Partial<TProfitRow> = {}): TProfitRow {
  return {
    key,
    label: 'Bamboo board',
    currency: 'GBP',
    units: 3,
    orders: 2,
    revenue_minor: 5997,
    fees_minor: 1950,
    ad_spend_minor: 1000,
    refunds_minor: 1759,
    cogs_minor: 1200,
    cogs_missing_skus: [],
    profit_minor: 88,
    margin: 1.5,
    rating: 4.4,
    ratings_count: 120,
    reviews: 2,
    sources: NO_SOURCES,
    ...overrides,
  };
}

const BOARD = profitRow('B0PROFIT0A', {
  sources: {
    orders: { count: 2, ids: ['O-1', 'O-2'] },
    fees: [
      { type: 'FBAPerUnitFulfillmentFee', amount_minor: 1050 },
      { type: 'Commission', amount_minor: 900 },
    ],
    refunds: [{ type: 'charge: Principal', amount_minor: 1999 }],
    ads: [{ campaign_id: 'C-1', campaign_name: 'Boards exact', spend_minor: 1000 }],
    cogs: [{ sku: 'SKU-A', units: 3, unit_cost_minor: 400, total_minor: 1200 }],
  },
});
const SPOON = profitRow('B0PROFIT0D', {
  label: 'Spoon rest',
  cogs_minor: null,
  profit_minor: null,
  margin: null,
  cogs_missing_skus: ['SKU-D'],
  rating: null,
  ratings_count: null,
  reviews: 0,
  sources: { ...NO_SOURCES, cogs: [{ sku: 'SKU-D', units: 1, unit_cost_minor: null, total_minor: null }] },
});
const PROFIT = {
  rows: [BOARD, SPOON],
  totals: profitRow('total', {
    label: 'Total',
    revenue_minor: 6997,
    cogs_minor: null,
    profit_minor: null,
    margin: null,
    cogs_missing_skus: ['SKU-D'],
  }),
  truncated: false,
};

const downloads = captureDownloads('blob:sales');

function setup(at: string, data: { sales?: unknown; profit?: unknown } = {}) {
  storeSession();
  const api = mockApi({
    'GET /api/reports/sales': () => ({ error: false, data: data.sales ?? SALES }),
    'GET /api/reports/profit': () => ({ error: false, data: data.profit ?? PROFIT }),
    'GET /api/reports/profit/export': () => fileResponse('ASIN\n', 'profit.csv'),
    'GET /api/review/report': () => ({ error: false, data: { rows: [], totals: {} } }),
  });
  renderInShell(<ReportsPage />, { path: REVIEW_ROUTES.reports, at });
  return api;
}

describe('/reports sales and profit', () => {
  it('shows sales by day with money in the currency, a chart and a totals row', async () => {
    const api = setup(`${REVIEW_ROUTES.reports}?view=sales`);
    const table = await screen.findByRole('table', { name: 'Sales and orders report' });
    const query = api.callsTo('GET', '/api/reports/sales')[0]?.url.searchParams;
    expect(query?.get('channel_id')).toBe(CHANNEL_ID);
    expect(query?.get('group_by')).toBe('day');
    expect(query?.get('from')).toBe(isoDaysAgo(89));
    expect(within(table).getByText('$1,234.56')).toBeInTheDocument();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('$1,294.53')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Revenue and units per day' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sales', selected: true })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'ASIN' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/reports/sales').at(-1)?.url.searchParams.get('group_by')).toBe('asin'),
    );
  });

  it('shows profit per ASIN beside its rating, the breakdown of a figure, and missing costs as missing', async () => {
    setup(`${REVIEW_ROUTES.reports}?view=profit`);
    const table = await screen.findByRole('table', { name: 'Profit per product' });
    const board = within(table).getByText('B0PROFIT0A').closest('tr') as HTMLElement;
    expect(within(board).getByText('£0.88')).toBeInTheDocument();
    expect(within(board).getByText('−£19.50')).toBeInTheDocument();
    expect(within(board).getByText('4.4 ★')).toBeInTheDocument();
    expect(within(board).getByText('2 reviews · 120 ratings')).toBeInTheDocument();
    // No unit cost: "missing" with a link to enter it, and no profit figure made up.
    const spoon = within(table).getByText('B0PROFIT0D').closest('tr') as HTMLElement;
    const link = within(spoon).getByRole('link', { name: 'Unit cost missing' });
    expect(link).toHaveAttribute('href', REIMBURSE_ROUTES.settingsProductDimensions);
    expect(within(spoon).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Where the revenue goes' })).toBeInTheDocument();
    expect(screen.getByText(/1 sold SKU has no unit cost/)).toBeInTheDocument();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'How the profit of B0PROFIT0A adds up' }));
    const drawer = await screen.findByRole('dialog', { name: 'Profit of B0PROFIT0A' });
    expect(within(drawer).getByText('O-1, O-2')).toBeInTheDocument();
    const fees = within(drawer).getByRole('table', { name: 'Fees by type' });
    expect(within(fees).getByText('FBAPerUnitFulfillmentFee')).toBeInTheDocument();
    expect(within(fees).getByText('£10.50')).toBeInTheDocument();
    expect(within(drawer).getByText('Boards exact')).toBeInTheDocument();
    expect(within(drawer).getByText('SKU-A: 3 × £4.00')).toBeInTheDocument();
  });

  it('exports the profit report with the same filters', async () => {
    const api = setup(`${REVIEW_ROUTES.reports}?view=profit`);
    await screen.findByRole('table', { name: 'Profit per product' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    const call = api.callsTo('GET', '/api/reports/profit/export')[0];
    expect(call?.url.searchParams.get('format')).toBe('csv');
    expect(call?.url.searchParams.get('channel_id')).toBe(CHANNEL_ID);
    expect(downloads.clicked[0]?.download).toBe('profit.csv');
  });

  it('says so when the period has no sales or ad spend', async () => {
    setup(`${REVIEW_ROUTES.reports}?view=profit`, {
      profit: { rows: [], totals: profitRow('total'), truncated: false },
    });
    expect(
      await screen.findByRole('heading', { name: 'No sales or ad spend in this period' }),
    ).toBeInTheDocument();
  });

  it('opens the reviews report without a view, and switches views by tab', async () => {
    const api = setup(REVIEW_ROUTES.reports, {
      sales: { rows: [], totals: salesRow('total', { units: 0 }) },
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/review/report')).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sales' }));
    expect(await screen.findByRole('heading', { name: 'No orders in this period' })).toBeInTheDocument();
  });

  it('fits a phone: the profit report has no grouping, the breakdown opens full width', async () => {
    onScreenMatching(PHONE_QUERY);
    setup(`${REVIEW_ROUTES.reports}?view=profit`);
    await screen.findByRole('table', { name: 'Profit per product' });
    expect(screen.queryByRole('combobox', { name: 'Group by' })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'How the profit of all products adds up' }));
    const drawer = await screen.findByRole('dialog', { name: 'Profit of all products' });
    expect(within(drawer).getByText('Unknown until every unit cost is entered')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Enter unit costs' })).toHaveAttribute(
      'href',
      REIMBURSE_ROUTES.settingsProductDimensions,
    );
  });
});
