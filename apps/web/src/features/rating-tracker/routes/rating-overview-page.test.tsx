import { REVIEW_ROUTES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { productHistory, productRating } from '../../../test/review-fixtures';
import { RatingOverviewPage } from './rating-overview-page';

afterEach(() => vi.unstubAllGlobals());

describe('/rating/overview', () => {
  it('sums the catalogue up and lists the biggest drops of the last 7 days first', async () => {
    storeSession();
    const api = mockApi({
      'GET /api/review/products': () => ({
        error: false,
        data: {
          items: [
            productRating(),
            productRating({
              asin: 'B0HARBOR02',
              title: 'Harbor Rope',
              change: 0.2,
              displayed_rating: 4.8,
              rating_at_start: 4.6,
              ratings_count: 80,
            }),
          ],
        },
      }),
      'GET /api/review/products/B0HARBOR02/history': () => ({ error: false, data: productHistory() }),
    });
    const router = renderInShell(<RatingOverviewPage />, { path: REVIEW_ROUTES.ratingOverview });

    expect(
      await screen.findByRole('table', { name: 'Products by change over 7 days, biggest drop first' }),
    ).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/review/products')[0]?.url.searchParams;
    expect(query?.get('channel_id')).toBe(CHANNEL_ID);
    expect(query?.get('sort')).toBe('change_asc');
    expect(query?.get('period_days')).toBe('7');

    // Weighted by ratings count: (4.2 × 120 + 4.8 × 80) / 200.
    expect(screen.getByText('4.44')).toBeInTheDocument();
    expect(
      within(screen.getByText('Drops (7 days)').parentElement as HTMLElement).getByText('1'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '90 d' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/review/products').at(-1)?.url.searchParams.get('period_days')).toBe(
        '90',
      ),
    );

    // A row opens the product's history, linked in the address.
    await user.click(screen.getByRole('button', { name: 'Rating history of Harbor Rope' }));
    expect(await screen.findByRole('dialog', { name: 'Rating history' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?asin=B0HARBOR02');
  });

  it('counts the drops and rises of a new store from its reconstructed history, and says so', async () => {
    storeSession();
    mockApi({
      'GET /api/review/products': () => ({
        error: false,
        data: {
          items: [
            productRating({ start_reconstructed: true }),
            productRating({
              asin: 'B0HARBOR02',
              title: 'Harbor Rope',
              change: 0.2,
              rating_at_start: 4.0,
              start_reconstructed: true,
            }),
            productRating({ asin: 'B0HARBOR03', title: 'Harbor Net', change: 0.1, rating_at_start: 4.1 }),
          ],
        },
      }),
    });
    renderInShell(<RatingOverviewPage />, { path: REVIEW_ROUTES.ratingOverview });
    expect(
      await screen.findByText('products shoppers now see lower, 1 from reconstructed history'),
    ).toBeInTheDocument();
    expect(screen.getByText('products rated higher, 1 from reconstructed history')).toBeInTheDocument();
    expect(
      within(screen.getByText('Rises (7 days)').parentElement as HTMLElement).getByText('2'),
    ).toBeInTheDocument();
  });
});
