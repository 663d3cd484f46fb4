import {
  REVIEW_ROUTES,
  type TPpcCampaign,
  type TPpcKeyword,
  type TPpcMetrics,
  type TPpcOverview,
  withRatios,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { addDays, todayIn } from '../components/format';
import { PpcManagerPage } from './ppc-manager-page';

const figures = (spend: number, sales: number, clicks = 10, orders = 1): TPpcMetrics =>
  withRatios({ impressions: clicks * 40, clicks, spend, sales, orders });

function overview(overrides: Partial<TPpcOverview> = {}): TPpcOverview {
  return {
    connected: true,
    currency: 'GBP',
    time_zone: 'America/Los_Angeles',
    from: '2026-11-01',
    to: '2026-11-02',
    attribution: 7,
    kpis: { ...figures(2000, 5000, 35, 4), total_sales: 16000, tacos: 0.125 },
    series: [
      { day: '2026-11-01', ...figures(1250, 5000) },
      { day: '2026-11-02', ...figures(750, 0) },
    ],
    previous: null,
    has_data: true,
    ...overrides,
  };
}

const campaign = (id: string, name: string, spend: number, sales: number): TPpcCampaign => ({
  campaign_id: id,
  name,
  state: 'ENABLED',
  targeting_type: 'MANUAL',
  daily_budget: 2000,
  ...figures(spend, sales),
});

const page = <T,>(items: T[], totals: TPpcMetrics, next: string | null = null) => ({
  error: false,
  data: {
    currency: 'GBP',
    from: '2026-11-01',
    to: '2026-11-02',
    attribution: 7,
    items,
    totals,
    total_count: items.length,
    next_cursor: next,
  },
});

const downloads = captureDownloads('blob:ppc');

function setup(data: TPpcOverview = overview()) {
  storeSession({ role: 'advertising-admin' });
  const api = mockApi({
    'GET /api/ppc/overview': () => ({ error: false, data }),
    'GET /api/ppc/campaigns': (_body, url) =>
      url.searchParams.get('cursor')
        ? page([campaign('C3', 'Third', 100, 0)], {
            ...figures(2100, 5000),
            daily_budget: 6000,
          } as TPpcMetrics)
        : page(
            [campaign('C1', 'Mugs exact', 1500, 5000), campaign('C2', 'Auto all', 500, 0)],
            { ...figures(2000, 5000), daily_budget: 4000 } as TPpcMetrics,
            'next-1',
          ),
    'GET /api/ppc/ad-groups': () =>
      page(
        [
          {
            ad_group_id: 'G1',
            campaign_id: 'C1',
            campaign_name: 'Mugs exact',
            name: 'Mugs',
            state: 'ENABLED',
            default_bid: 60,
            ...figures(1500, 5000),
          },
        ],
        figures(1500, 5000),
      ),
    'GET /api/ppc/keywords': () => {
      const k: TPpcKeyword = {
        target_id: 'K1',
        kind: 'keyword',
        campaign_id: 'C1',
        ad_group_id: 'G1',
        campaign_name: 'Mugs exact',
        ad_group_name: 'Mugs',
        text: 'blue mug',
        match_type: 'EXACT',
        state: 'ENABLED',
        bid: 75,
        ...figures(900, 5000),
      };
      return page([k], figures(900, 5000));
    },
    'GET /api/ppc/products': () => page([], figures(0, 0)),
    'GET /api/ppc/tags': () => ({
      error: false,
      data: { items: [{ tag: 'Brand', campaigns: 1, ad_groups: 0, keywords: 0, targets: 0 }] },
    }),
    'GET /api/ppc/tags/entities': (_body, url) => ({
      error: false,
      data: {
        items: (url.searchParams.get('ids') ?? '').split(',').includes('C1')
          ? [{ entity_id: 'C1', tags: ['Brand'] }]
          : [],
      },
    }),
    'POST /api/ppc/tags': (body) => ({
      error: false,
      data: { updated: body.entity_ids.length },
      message: 'Tags updated.',
    }),
    'GET /api/ppc/export': (_body, url) =>
      fileResponse('ID,Keyword\n', `ppc-${url.searchParams.get('table')}.csv`),
  });
  renderInShell(<PpcManagerPage />, { path: REVIEW_ROUTES.ppcManager });
  return api;
}

describe('/ppc-manager', () => {
  it('shows the KPIs of the last 30 days in the PPC time zone, with the currency symbol', async () => {
    const api = setup();
    const spend = await screen.findByRole('group', { name: 'Spend' });
    expect(within(spend).getByText('£20.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'ACoS' })).getByText('40.00%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'TACoS' })).getByText('12.50%')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'ROAS' })).getByText('2.50')).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/ppc/overview')[0]?.url.searchParams;
    const today = todayIn('America/Los_Angeles');
    expect(query?.get('channel_id')).toBe(CHANNEL_ID);
    expect(query?.get('to')).toBe(today);
    expect(query?.get('from')).toBe(addDays(today, -29));
    expect(query?.get('attribution')).toBe('7');
    expect(screen.getAllByText('Spend per day').length).toBeGreaterThan(0);
  });

  it('asks for the previous period and the chosen attribution window', async () => {
    const api = setup(
      overview({
        previous: {
          from: '2026-10-30',
          to: '2026-10-31',
          kpis: { ...figures(1000, 5000), total_sales: 0, tacos: null },
        },
      }),
    );
    await screen.findByRole('group', { name: 'Spend' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Compare to previous period' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/ppc/overview').at(-1)?.url.searchParams.get('compare')).toBe('true'),
    );
    expect(
      await within(screen.getByRole('group', { name: 'Spend' })).findByText('+100.0% vs previous'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Attribution window' }), '14');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/ppc/overview').at(-1)?.url.searchParams.get('attribution')).toBe('14'),
    );
  });

  it('drills from campaigns to ad groups to keywords, pages on, and exports', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Campaigns' }));
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getByText('£40.00')).toBeInTheDocument(); // summed daily budgets
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/ppc/campaigns').at(-1)?.url.searchParams.get('cursor')).toBe('next-1'),
    );
    expect(await screen.findByRole('button', { name: 'Third' }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(await screen.findByRole('button', { name: 'Mugs exact' }));
    await screen.findByRole('table', { name: 'Ad groups of Mugs exact' });
    expect(api.callsTo('GET', '/api/ppc/ad-groups').at(-1)?.url.searchParams.get('campaign_id')).toBe('C1');
    await user.click(screen.getByRole('button', { name: 'Mugs' }));
    const keywords = await screen.findByRole('table', { name: 'Keywords and targets of Mugs' });
    expect(within(keywords).getByText('blue mug')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/ppc/keywords').at(-1)?.url.searchParams.get('ad_group_id')).toBe('G1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.clicked.at(-1)?.download).toBe('ppc-keywords.csv'));
    expect(api.callsTo('GET', '/api/ppc/export').at(-1)?.url.searchParams.get('ad_group_id')).toBe('G1');
    await user.click(screen.getByRole('button', { name: 'All campaigns' }));
    await screen.findByRole('table', { name: 'Campaigns' });
  });

  it('sorts on a column and hides figures with the column chooser', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Campaigns' }));
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await user.click(within(table).getByRole('button', { name: /ACoS/ }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/ppc/campaigns').at(-1)?.url.searchParams.get('sort')).toBe('acos'),
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Impressions' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Campaigns' })).queryByRole('columnheader', {
          name: 'Impressions',
        }),
      ).toBeNull(),
    );
  });

  it('says Advertising not connected, with a way to Settings → Integrations', async () => {
    setup(overview({ connected: false, has_data: false }));
    expect(await screen.findByRole('heading', { name: 'Advertising not connected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Amazon Ads' })).toHaveAttribute(
      'href',
      REVIEW_ROUTES.settingsIntegrations,
    );
  });

  it('says when Ads is connected but nothing was imported yet', async () => {
    setup(overview({ has_data: false }));
    expect(await screen.findByRole('heading', { name: 'No advertising data yet' })).toBeInTheDocument();
  });

  it("tags selected rows from a table and shows each row's tags", async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Campaigns' }));
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(await within(table).findByText('Brand')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/ppc/tags/entities').at(-1)?.url.searchParams.get('ids')).toBe('C1,C2');
    await user.click(within(table).getByRole('checkbox', { name: 'Select Mugs exact' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Auto all' }));
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Holiday{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add tags' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/ppc/tags')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ppc/tags')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      entity_type: 'campaign',
      entity_ids: ['C1', 'C2'],
      add: ['Holiday'],
      remove: [],
    });
    await waitFor(() => expect(screen.queryByText(/2 selected/)).toBeNull());
  });
});
