import { IMPORT_STAGE_LABELS, PUBLIC_ROUTES, REVIEW_ROUTES } from '@seller-tools/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { dashboard } from '../../../test/review-fixtures';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

function setup(data = dashboard(), context: Parameters<typeof renderInShell>[1]['context'] = {}) {
  const api = mockApi({
    'GET /api/review/dashboard': () => ({ error: false, data }),
    'GET /api/market/amazon/integration/status': () => ({
      error: false,
      data: [
        {
          channel_id: CHANNEL_ID,
          seller_id: 'A2HARBOR',
          market_id: 'ATVPDKIKX0DER',
          country_code: 'us',
          country_name: 'United States',
          region: 'North America',
          status: 'connected',
          signup_step: 'importing',
          connected_at: '2025-03-01T00:00:00.000Z',
          updated_at: '2025-03-01T00:05:00.000Z',
          ads: { connected: false, profile_id: null, account_name: null },
          stages: [
            {
              stage: 'catalogue',
              status: 'done',
              counts: { products: 40 },
              reason: null,
              started_at: null,
              finished_at: null,
            },
            {
              stage: 'orders',
              status: 'running',
              counts: { orders: 1200 },
              reason: null,
              started_at: null,
              finished_at: null,
            },
            {
              stage: 'reviews',
              status: 'waiting',
              counts: {},
              reason: null,
              started_at: null,
              finished_at: null,
            },
          ],
        },
      ],
    }),
  });
  renderInShell(<DashboardPage />, { path: REVIEW_ROUTES.dashboard, context });
  return api;
}

describe('/dashboard', () => {
  it("shows the current store's rating, its changes, reviews by star, falls and the latest reviews", async () => {
    storeSession();
    const api = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(await screen.findByText('4.37')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/review/dashboard')[0]?.url.searchParams.get('channel_id')).toBe(
      CHANNEL_ID,
    );

    const rating = screen.getByRole('region', { name: 'Average rating' });
    expect(within(rating).getByLabelText('Down 0.03 over 7 days')).toBeInTheDocument();
    expect(within(rating).getByLabelText('Up 0.1 over 30 days')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^New reviews in 30 days: 5 stars 20, 4 stars 8/ }),
    ).toBeInTheDocument();
    // A pie of shares (spec §5): each star's count and whole percentages adding up to 100.
    expect(screen.getByText('20 · 59%')).toBeInTheDocument();
    expect(screen.getByText('2 · 6%')).toBeInTheDocument();
    expect(screen.getByText('34 reviews in all')).toBeInTheDocument();

    const falling = screen.getByRole('region', { name: 'Ratings that fell' });
    expect(
      within(falling).getByRole('link', { name: /Harbor Lantern: rating fell from 4.3 to 4.2/ }),
    ).toHaveAttribute('href', `${REVIEW_ROUTES.ratings}?asin=B0HARBOR01`);
    const latest = screen.getByRole('region', { name: 'Latest reviews' });
    expect(within(latest).getByRole('link', { name: /Stopped working/ })).toHaveAttribute(
      'href',
      `${REVIEW_ROUTES.reviews}?review=R1ABCDEF`,
    );
    expect(screen.getByRole('img', { name: /Reviews per day over the last 30 days/ })).toBeInTheDocument();
    // Review requests are not recorded yet: no card for them.
    expect(screen.queryByRole('region', { name: 'Review requests, 30 days' })).not.toBeInTheDocument();
  });

  it('shows requests sent against eligible once there are any', async () => {
    storeSession();
    setup(dashboard({ requests: { sent: 12, eligible: 40 } }));
    const card = await screen.findByRole('region', { name: 'Review requests, 30 days' });
    expect(within(card).getByText('30% of eligible orders were asked for a review.')).toBeInTheDocument();
  });

  it('shows the import progress while the store is importing', async () => {
    storeSession();
    setup(dashboard(), { importState: 'importing' });
    expect(await screen.findByRole('heading', { name: 'Seller account connected' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your first import is running' })).toBeInTheDocument();
    const stages = await screen.findByRole('list', { name: 'Import progress' });
    expect(within(stages).getByText(IMPORT_STAGE_LABELS.catalogue)).toBeInTheDocument();
    expect(within(stages).getByText('1,200 orders')).toBeInTheDocument();
    expect(within(stages).getByText('Running')).toBeInTheDocument();
  });

  it('shows the import progress when the dashboard says the store is still importing', async () => {
    storeSession();
    setup(dashboard({ signup_step: 'importing' }));
    expect(await screen.findByRole('heading', { name: 'Your first import is running' })).toBeInTheDocument();
  });

  it('asks to connect a store when there is none', async () => {
    storeSession();
    setup(dashboard(), { importState: 'no-store', currentChannelId: null });
    expect(
      await screen.findByRole('heading', { name: 'Connect a store to get started' }),
    ).toBeInTheDocument();
  });

  it('offers a password change while a temporary password is in use', async () => {
    storeSession({ is_need_password_change: true });
    setup();
    expect(await screen.findByText('Temporary password in use')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.changePassword,
    );
  });
});
