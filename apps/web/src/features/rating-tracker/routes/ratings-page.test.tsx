import { REVIEW_ROUTES, SEARCH_DEBOUNCE_MS } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMALL_SCREEN_QUERY } from '../../../components/ui/filters-panel';
import { isoDaysAgo } from '../../../lib/dates';
import { storeSession } from '../../../lib/session/test-fixtures';
import { onScreenMatching } from '../../../test/media';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, DE_CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { productHistory, productRating, TAG_QUALITY, TAG_SHIPPING } from '../../../test/review-fixtures';
import { RatingsPage } from './ratings-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const onSmallScreen = () => onScreenMatching(SMALL_SCREEN_QUERY);

const RISING = productRating({
  asin: 'B0HARBOR02',
  title: 'Harbor Rope',
  displayed_rating: 4.6,
  rating_at_start: 4.5,
  change: 0.1,
});

function setup(items = [productRating(), RISING]) {
  storeSession();
  const api = mockApi({
    'GET /api/review/products': () => ({ error: false, data: { items } }),
    'GET /api/review/tags': () => ({ error: false, data: [TAG_QUALITY, TAG_SHIPPING] }),
    'GET /api/review/products/B0HARBOR01/history': () => ({ error: false, data: productHistory() }),
  });
  renderInShell(<RatingsPage />, { path: REVIEW_ROUTES.ratings });
  const productCalls = () => api.callsTo('GET', '/api/review/products').map((c) => c.url.searchParams);
  return { api, productCalls };
}

describe('/rating/ratings', () => {
  it('lists the current store with the default sort and period, and highlights a rating drop', async () => {
    const { productCalls } = setup();
    expect(
      await screen.findByRole('button', { name: 'Rating history of Harbor Lantern' }),
    ).toBeInTheDocument();
    const first = productCalls()[0];
    expect(first?.get('channel_id')).toBe(CHANNEL_ID);
    expect(first?.get('sort')).toBe('change_asc');
    expect(first?.get('period_days')).toBe('30');
    expect(first?.has('q')).toBe(false);

    const table = screen.getByRole('table', { name: 'Products and their ratings' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveAttribute('data-drop');
    expect(within(rows[1] as HTMLElement).getByText('Rating drop: 4.3 → 4.2')).toBeInTheDocument();
    expect(rows[2]).not.toHaveAttribute('data-drop');
    expect(screen.getByText('1 rating drop')).toBeInTheDocument();
  });

  it(`searches ${SEARCH_DEBOUNCE_MS} ms after typing stops, with one call`, async () => {
    const { productCalls } = setup();
    await screen.findByRole('button', { name: 'Rating history of Harbor Lantern' });
    const user = userEvent.setup();
    const before = productCalls().length;
    const typedAt = Date.now();
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'lantern');
    expect(productCalls().filter((p) => p.has('q'))).toHaveLength(0);
    await waitFor(() => expect(productCalls().some((p) => p.get('q') === 'lantern')).toBe(true), {
      timeout: 3000,
    });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    // One request for the whole word, not one per letter.
    expect(productCalls().length - before).toBe(1);
  });

  it('sends the sort, the period, the tags and the other marketplaces of the same seller', async () => {
    const { productCalls } = setup();
    await screen.findByRole('button', { name: 'Rating history of Harbor Lantern' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Lowest rating first' }));
    await waitFor(() => expect(productCalls().at(-1)?.get('sort')).toBe('rating_asc'));

    await user.click(screen.getByRole('radio', { name: '7 d' }));
    await waitFor(() => expect(productCalls().at(-1)?.get('period_days')).toBe('7'));

    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Shipping' }));
    await waitFor(() => expect(productCalls().at(-1)?.get('tag_id')).toBe(TAG_SHIPPING.tag_id));
    await user.keyboard('{Escape}');

    // Only the seller's other marketplace is offered, not another seller's store.
    await user.click(screen.getByRole('combobox', { name: 'Also show marketplaces' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Germany']);
    await user.click(options[0] as HTMLElement);
    await waitFor(() => expect(productCalls().at(-1)?.get('also_channel_id')).toBe(DE_CHANNEL_ID));
  });

  it('opens the rating history of a product with its moves and the reviews behind them', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rating history of Harbor Lantern' }));

    const drawer = await screen.findByRole('dialog', { name: 'Rating history' });
    const move = await within(drawer).findByRole('button', {
      name: 'Rating move on 5 Mar 2025: 4.3 → 4.2, 1 review',
    });
    const call = api.callsTo('GET', '/api/review/products/B0HARBOR01/history')[0];
    expect(call?.url.searchParams.get('channel_id')).toBe(CHANNEL_ID);
    expect(call?.url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call?.url.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const moveCard = document.getElementById('rating-move-2025-03-05') as HTMLElement;
    expect(within(moveCard).getByRole('heading', { name: '5 Mar 2025' })).toBeInTheDocument();
    expect(within(moveCard).getByText('Broke on day two')).toBeInTheDocument();
    const link = within(moveCard).getByRole('link', { name: /Read the review "Broke on day two" on Amazon/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(move);
    await waitFor(() => expect(moveCard).toHaveFocus());
  });

  it('draws the rating line over the whole period from the first snapshot on, and says when tracking began', async () => {
    // 30 days: a review on the 4th, the first snapshot on the 11th (carried forward by the server).
    const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}`;
    const zero = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    const days = Array.from({ length: 30 }, (_, i) => {
      const tracked = i + 1 >= 11;
      return {
        date: day(i + 1),
        average: tracked ? 4.31 : null,
        displayed: tracked ? (i + 1 >= 20 ? 4.2 : 4.3) : null,
        ratings_count: tracked ? 100 : null,
        snapshot: i + 1 === 11 || i + 1 === 20,
        reconstructed: false,
        new_reviews: i + 1 === 4 ? { ...zero, 5: 1 } : zero,
      };
    });
    storeSession();
    mockApi({
      'GET /api/review/products': () => ({ error: false, data: { items: [productRating()] } }),
      'GET /api/review/tags': () => ({ error: false, data: [] }),
      'GET /api/review/products/B0HARBOR01/history': () => ({
        error: false,
        data: { ...productHistory(), tracked_since: '2024-12-05', days, moves: [] },
      }),
    });
    renderInShell(<RatingsPage />, { path: REVIEW_ROUTES.ratings });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rating history of Harbor Lantern' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rating history' });
    const chart = await within(drawer).findByRole('figure', {
      name: 'Displayed rating per day, with the reviews that arrived each day',
    });
    // One point per tracked day (the 11th to the 30th), one slot per day of the period.
    const path = chart.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/[ML]/g)).toHaveLength(20);
    const slots = [...chart.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(slots).toHaveLength(30);
    expect(slots[0]).toBe('1 Mar: no data, 0 new reviews');
    expect(slots[3]).toBe('4 Mar: no data, 1 new review');
    expect(slots[10]).toBe('11 Mar: 4.3, 0 new reviews');
    expect(slots[29]).toBe('30 Mar: 4.2, 0 new reviews');
    expect(within(drawer).getByText('Tracked since 5 Dec 2024.')).toBeInTheDocument();
  });

  it('labels a change and a history reconstructed from the reviews, with a tooltip saying how', async () => {
    // A store connected on the 5th: the lantern's change starts on the history rebuilt from its reviews.
    const rebuilt = productRating({ rating_at_start: 4.5, change: -0.3, start_reconstructed: true });
    const zero = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    const day = (date: string, displayed: number, reconstructed: boolean, snapshot = false) => ({
      date,
      average: displayed,
      displayed,
      ratings_count: 100,
      snapshot,
      reconstructed,
      new_reviews: zero,
    });
    storeSession();
    mockApi({
      'GET /api/review/products': () => ({ error: false, data: { items: [rebuilt, RISING] } }),
      'GET /api/review/tags': () => ({ error: false, data: [] }),
      'GET /api/review/products/B0HARBOR01/history': () => ({
        error: false,
        data: {
          ...productHistory(),
          tracked_since: '2025-03-05',
          first_review_date: '2025-03-01',
          days: [
            day('2025-03-01', 4.5, true),
            day('2025-03-02', 4.4, true),
            day('2025-03-03', 4.2, true),
            day('2025-03-04', 4.2, true),
            day('2025-03-05', 4.2, false, true),
            day('2025-03-06', 4.2, false),
          ],
          moves: [
            { date: '2025-03-02', from: 4.5, to: 4.4, reconstructed: true, reviews: [] },
            { date: '2025-03-03', from: 4.4, to: 4.2, reconstructed: true, reviews: [] },
          ],
        },
      }),
    });
    renderInShell(<RatingsPage />, { path: REVIEW_ROUTES.ratings });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Products and their ratings' });
    const rows = within(table).getAllByRole('row');
    // The reconstructed start is labelled in its row, and only there.
    const badge = within(rows[1] as HTMLElement).getByText('Reconstructed');
    expect(within(rows[2] as HTMLElement).queryByText('Reconstructed')).not.toBeInTheDocument();
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /Rebuilt from the dates and stars of the reviews/,
    );

    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Rating history of Harbor Lantern' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Rating history' });
    const chart = await within(drawer).findByRole('figure', {
      name: 'Displayed rating per day, with the reviews that arrived each day',
    });
    // Dashed from the first review to the first snapshot (the segments leaving the four rebuilt days), solid after.
    const [solid, dashed] = [...chart.querySelectorAll('path')];
    expect(dashed).toHaveAttribute('data-dashed');
    expect(dashed?.getAttribute('d')?.match(/L/g)).toHaveLength(4);
    expect(solid?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(2);
    expect(within(chart).getByText('Reconstructed from reviews')).toBeInTheDocument();
    const slots = [...chart.querySelectorAll('rect > title')].map((t) => t.textContent);
    expect(slots[0]).toBe('1 Mar: 4.5 (reconstructed from reviews), 0 new reviews');
    expect(slots[4]).toBe('5 Mar: 4.2, 0 new reviews');
    expect(within(drawer).getByText(/Dashed: rebuilt from the reviews since 1 Mar 2025/)).toBeInTheDocument();
    // Both moves are reconstructed: each card carries the label, besides the one by the tracking date.
    expect(within(drawer).getAllByText('Reconstructed')).toHaveLength(3);
  });

  it('reaches back to the first review on asking for the history since then', async () => {
    const firstReview = isoDaysAgo(100);
    storeSession();
    const api = mockApi({
      'GET /api/review/products': () => ({ error: false, data: { items: [productRating()] } }),
      'GET /api/review/tags': () => ({ error: false, data: [] }),
      'GET /api/review/products/B0HARBOR01/history': () => ({
        error: false,
        data: { ...productHistory(), first_review_date: firstReview },
      }),
    });
    renderInShell(<RatingsPage />, { path: REVIEW_ROUTES.ratings });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rating history of Harbor Lantern' }));
    const drawer = await screen.findByRole('dialog', { name: 'Rating history' });
    await user.click(await within(drawer).findByRole('radio', { name: 'Since 1st review' }));
    const calls = () => api.callsTo('GET', '/api/review/products/B0HARBOR01/history');
    await waitFor(() => expect(calls().at(-1)?.url.searchParams.get('from')).toBe(firstReview));
    expect(calls()[0]?.url.searchParams.get('from')).toBe(isoDaysAgo(89));
  });

  it('folds the filters behind a toggle with the active count on a small screen', async () => {
    onSmallScreen();
    const { productCalls } = setup();
    expect(
      await screen.findByRole('button', { name: 'Rating history of Harbor Lantern' }),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Search products' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    await user.click(screen.getByRole('radio', { name: '7 d' }));
    await waitFor(() => expect(productCalls().at(-1)?.get('period_days')).toBe('7'));
    expect(screen.getByRole('button', { name: 'Filters 1 active' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says what to do when the store has no products yet', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    storeSession();
    mockApi({
      'GET /api/review/products': () =>
        jsonResponse({ error: true, message: 'You do not have access to this store.' }, 403),
      'GET /api/review/tags': () => ({ error: false, data: [] }),
    });
    renderInShell(<RatingsPage />, { path: REVIEW_ROUTES.ratings });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this store.');
  });

  it('asks to connect a store when there is none', async () => {
    storeSession();
    mockApi({ 'GET /api/review/tags': () => ({ error: false, data: [] }) });
    renderInShell(<RatingsPage />, {
      path: REVIEW_ROUTES.ratings,
      context: { importState: 'no-store', currentChannelId: null },
    });
    expect(
      await screen.findByRole('heading', { name: 'Connect a store to get started' }),
    ).toBeInTheDocument();
  });
});
