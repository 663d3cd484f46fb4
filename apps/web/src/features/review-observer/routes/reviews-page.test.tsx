import { REMOVE_CONFIRM, REVIEW_MESSAGES, REVIEW_PAGE_SIZE, REVIEW_ROUTES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_INPUT_HINT } from '../../../components/ui/day-input';
import { SMALL_SCREEN_QUERY } from '../../../components/ui/filters-panel';
import { storeSession } from '../../../lib/session/test-fixtures';
import { onScreenMatching } from '../../../test/media';
import { mockApi, type TMockHandler } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { reviewDetail, reviewItem, TAG_QUALITY, TAG_SHIPPING } from '../../../test/review-fixtures';
import { ReviewsPage } from './reviews-page';

afterEach(() => vi.unstubAllGlobals());

const onSmallScreen = () => onScreenMatching(SMALL_SCREEN_QUERY);

const FIRST = reviewItem({ review_id: 'R1', title: 'Stopped working' });
const SECOND = reviewItem({ review_id: 'R2', title: 'Lovely light', stars: 5, status: 'read' });
const THIRD = reviewItem({ review_id: 'R3', title: 'Older one', stars: 4, status: 'handled' });

function setup(at: string = REVIEW_ROUTES.reviews, extra: Record<string, TMockHandler> = {}) {
  storeSession();
  const api = mockApi({
    'GET /api/review/reviews': (_body, url) =>
      url.searchParams.get('cursor') === 'cursor-2'
        ? { error: false, data: { items: [THIRD], next_cursor: null } }
        : { error: false, data: { items: [FIRST, SECOND], next_cursor: 'cursor-2' } },
    'GET /api/review/tags': () => ({ error: false, data: [TAG_QUALITY, TAG_SHIPPING] }),
    ...extra,
  });
  const router = renderInShell(<ReviewsPage />, { path: REVIEW_ROUTES.reviews, at });
  const listCalls = () => api.callsTo('GET', '/api/review/reviews').map((c) => c.url.searchParams);
  return { api, router, listCalls };
}

describe('/rating/reviews', () => {
  it('lists the newest reviews of the current store, a page at a time with the keyset cursor', async () => {
    const { listCalls } = setup();
    expect(await screen.findByRole('button', { name: /Stopped working/ })).toBeInTheDocument();
    const first = listCalls()[0];
    expect(first?.get('channel_id')).toBe(CHANNEL_ID);
    expect(first?.get('limit')).toBe(String(REVIEW_PAGE_SIZE));
    expect(first?.has('cursor')).toBe(false);
    expect(first?.has('stars')).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Older one/ })).toBeInTheDocument();
    expect(listCalls().at(-1)?.get('cursor')).toBe('cursor-2');
    // The last page has no next cursor: no more button, and every review stays listed.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('sends each filter: stars, status, purchase, keyword (debounced), ASIN, dates and tags', async () => {
    const { listCalls, router } = setup();
    await screen.findByRole('button', { name: /Stopped working/ });
    const user = userEvent.setup();
    const last = () => listCalls().at(-1);

    await user.click(screen.getByRole('checkbox', { name: '1 star' }));
    await user.click(screen.getByRole('checkbox', { name: '2 stars' }));
    await waitFor(() => expect(last()?.get('stars')).toBe('1,2'));

    await user.click(screen.getByRole('checkbox', { name: 'New' }));
    await waitFor(() => expect(last()?.get('status')).toBe('new'));

    await user.click(screen.getByRole('radio', { name: 'Verified' }));
    await waitFor(() => expect(last()?.get('verified')).toBe('true'));

    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'broken');
    expect(last()?.has('q')).toBe(false);
    await waitFor(() => expect(last()?.get('q')).toBe('broken'), { timeout: 3000 });

    await user.type(screen.getByRole('textbox', { name: 'ASIN' }), 'B0HARBOR01');
    await waitFor(() => expect(last()?.get('asin')).toBe('B0HARBOR01'), { timeout: 3000 });

    // Dates are typed and shown as the app writes them (24 Nov 2026), not as mm/dd/yyyy.
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.type(from, '1 Mar 2025');
    await user.tab();
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.type(to, '2025-03-31{Enter}');
    await waitFor(() => expect(last()?.get('to')).toBe('2025-03-31'));
    expect(last()?.get('from')).toBe('2025-03-01');
    expect(to).toHaveValue('31 Mar 2025');
    expect(from).toHaveValue('1 Mar 2025');

    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await waitFor(() => expect(last()?.get('tag_id')).toBe(TAG_QUALITY.tag_id));

    // Every filter stays together in one request, and in the address.
    expect(last()?.get('stars')).toBe('1,2');
    expect(last()?.get('q')).toBe('broken');
    expect(router.state.location.search).toContain('stars=1%2C2');
  });

  it('names the chosen tags in the address, not their ids, and reads them back by name', async () => {
    const { listCalls, router } = setup();
    await screen.findByRole('button', { name: /Stopped working/ });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Shipping' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('tag_id')).toBe(TAG_SHIPPING.tag_id));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.getAll('tag')).toEqual(['Shipping']);
    expect(router.state.location.search).not.toContain(TAG_SHIPPING.tag_id);
  });

  it('filters by the tags a link names, in any case, without listing before it knows them', async () => {
    const { listCalls } = setup(`${REVIEW_ROUTES.reviews}?tag=quality&tag=SHIPPING`);
    await screen.findByRole('button', { name: /Stopped working/ });
    // Every request carried both tags: none went out unfiltered while the tags loaded.
    expect(listCalls().length).toBeGreaterThan(0);
    for (const call of listCalls())
      expect(call.get('tag_id')).toBe(`${TAG_QUALITY.tag_id},${TAG_SHIPPING.tag_id}`);
  });

  it('folds the filters behind a toggle with the active count on a small screen', async () => {
    onSmallScreen();
    setup(`${REVIEW_ROUTES.reviews}?stars=1,2&tag=Quality`);
    // The list is on the first screen; the filters wait behind the toggle.
    expect(await screen.findByRole('button', { name: /Stopped working/ })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filters 2 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Keyword' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '5 stars' }));
    expect(await screen.findByRole('button', { name: 'Filters 2 active' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Verified' }));
    expect(await screen.findByRole('button', { name: 'Filters 3 active' })).toBeInTheDocument();
  });

  it('counts one review in the singular', async () => {
    setup(REVIEW_ROUTES.reviews, {
      'GET /api/review/reviews': () => ({ error: false, data: { items: [FIRST], next_cursor: null } }),
    });
    expect(await screen.findByText('1 review')).toBeInTheDocument();
    expect(screen.queryByText('1 reviews')).not.toBeInTheDocument();
  });

  it('refuses a start date after the end date', async () => {
    setup(`${REVIEW_ROUTES.reviews}?from=2025-03-10&to=2025-03-01`);
    expect(await screen.findByText(REVIEW_MESSAGES.dateRangeInverted)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('10 Mar 2025');
  });

  it('says how to write a date it cannot read, and sends none', async () => {
    const { listCalls } = setup();
    await screen.findByRole('button', { name: /Stopped working/ });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'From' }), '03/01/2025');
    await user.tab();
    expect(await screen.findByText(DAY_INPUT_HINT)).toBeInTheDocument();
    expect(listCalls().some((c) => c.has('from'))).toBe(false);
  });

  it('asks before removing several tags from the filter', async () => {
    const { listCalls } = setup(`${REVIEW_ROUTES.reviews}?tag=${TAG_QUALITY.tag_id},${TAG_SHIPPING.tag_id}`);
    await screen.findByRole('button', { name: /Stopped working/ });
    const user = userEvent.setup();
    // Mantine hides the clear button from assistive technology (Backspace removes there).
    const clear = document.querySelector('button[aria-label="Remove all"]') as HTMLElement;
    await user.click(clear);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(REMOVE_CONFIRM.several(2));
    expect(dialog).toHaveTextContent('Are you sure you want to remove 2 items?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(listCalls().at(-1)?.has('tag_id')).toBe(false));
  });

  it('says so when there are no reviews yet, and when filters match none', async () => {
    storeSession();
    mockApi({
      'GET /api/review/reviews': () => ({ error: false, data: { items: [], next_cursor: null } }),
      'GET /api/review/tags': () => ({ error: false, data: [] }),
    });
    renderInShell(<ReviewsPage />, { path: REVIEW_ROUTES.reviews });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: '1 star' }));
    expect(
      await screen.findByRole('heading', { name: 'No reviews match these filters' }),
    ).toBeInTheDocument();
  });
});

describe('removed reviews', () => {
  const GONE = reviewItem({
    review_id: 'R9',
    title: 'Taken down',
    stars: 1,
    removed_at: '2026-11-22T08:30:00.000Z',
  });

  it('filters to the removed reviews, keeps the choice in the address and badges each with its day', async () => {
    const { listCalls, router } = setup(REVIEW_ROUTES.reviews, {
      'GET /api/review/reviews': (_body, url) => ({
        error: false,
        data: {
          items: url.searchParams.get('removed') === 'true' ? [GONE] : [FIRST, GONE],
          next_cursor: null,
        },
      }),
    });
    await screen.findByRole('button', { name: /Stopped working/ });
    expect(listCalls()[0]?.has('removed')).toBe(false);
    // Only the removed review carries the badge.
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByText(/^Removed on /)).toHaveLength(1);
    expect(within(list).getByText('Removed on 22 Nov 2026')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Removed' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('removed')).toBe('true'));
    expect(new URLSearchParams(router.state.location.search).get('removed')).toBe('true');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Stopped working/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /Taken down/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'On Amazon' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('removed')).toBe('false'));
  });

  it('says in the detail when Amazon removed the review, without a link to its gone page', async () => {
    setup(`${REVIEW_ROUTES.reviews}?review=R9`, {
      'GET /api/review/reviews/R9': () => ({ error: false, data: reviewDetail({ review: GONE }) }),
      'PUT /api/review/reviews/R9/status': () => ({
        error: false,
        data: { review_id: 'R9', status: 'read' },
      }),
    });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Removed on 22 Nov 2026')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /Product page on Amazon/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: /Review on Amazon/ })).not.toBeInTheDocument();
  });

  it('reads the filter from a link and says so when nothing was removed', async () => {
    const { listCalls } = setup(`${REVIEW_ROUTES.reviews}?removed=true`, {
      'GET /api/review/reviews': () => ({ error: false, data: { items: [], next_cursor: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'No removed reviews' })).toBeInTheDocument();
    for (const call of listCalls()) expect(call.get('removed')).toBe('true');
    // The empty state's own way out (the filters panel has one too).
    const clear = screen.getAllByRole('button', { name: 'Clear filters' }).at(-1);
    if (!clear) throw new Error('no Clear filters button');
    await userEvent.setup().click(clear);
    await waitFor(() => expect(listCalls().at(-1)?.has('removed')).toBe(false));
  });
});

describe('review detail', () => {
  function detailHandlers(detail = reviewDetail({ review: FIRST })) {
    const state = { detail };
    return {
      state,
      handlers: {
        'GET /api/review/reviews/R1': () => ({ error: false, data: state.detail }),
        'PUT /api/review/reviews/R1/status': (body: unknown) => {
          const { status } = body as { status: 'new' | 'read' | 'handled' };
          state.detail = { ...state.detail, review: { ...state.detail.review, status } };
          return { error: false, data: { review_id: 'R1', status } };
        },
        'POST /api/review/reviews/R1/notes': (body: unknown) => {
          const note = {
            note_id: 'n1',
            text: (body as { text: string }).text,
            author_name: 'Ada Lovelace',
            created_at: new Date().toISOString(),
          };
          state.detail = { ...state.detail, notes: [...state.detail.notes, note] };
          return { error: false, data: note };
        },
        'PUT /api/review/reviews/R1/tags': (body: unknown) => {
          const ids = (body as { tag_ids: string[] }).tag_ids;
          const tags = [TAG_QUALITY, TAG_SHIPPING]
            .filter((t) => ids.includes(t.tag_id))
            .map(({ tag_id, name, color }) => ({ tag_id, name, color }));
          state.detail = { ...state.detail, review: { ...state.detail.review, tags } };
          return { error: false, data: { review_id: 'R1', tag_ids: ids } };
        },
      } satisfies Record<string, TMockHandler>,
    };
  }

  it('shows the full review with links to Amazon and the likely order, and marks it read', async () => {
    const { handlers } = detailHandlers();
    const { api } = setup(`${REVIEW_ROUTES.reviews}?review=R1`, handlers);
    const drawer = await screen.findByRole('dialog', { name: 'Review' });
    expect(await within(drawer).findByText('The lantern stopped working after a week.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/review/reviews/R1')[0]?.url.searchParams.get('channel_id')).toBe(
      CHANNEL_ID,
    );

    for (const name of [/Review on Amazon/, /Product page on Amazon/]) {
      const link = within(drawer).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(drawer).getByText('Certain')).toBeInTheDocument();
    expect(within(drawer).getByText('111-1234567-1234567')).toBeInTheDocument();

    // Opening a new review reads it.
    await waitFor(() => expect(api.callsTo('PUT', '/api/review/reviews/R1/status')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/review/reviews/R1/status')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      status: 'read',
    });
  });

  it('says "likely, 1 of N" when several orders fit', async () => {
    const { handlers } = detailHandlers(
      reviewDetail({
        review: { ...FIRST, status: 'read' },
        likely_order: {
          amazon_order_id: '111-0000000-0000001',
          purchase_date: '2025-02-20T10:00:00.000Z',
          status: 'Shipped',
          quantity: 2,
          candidates: 3,
        },
      }),
    );
    setup(`${REVIEW_ROUTES.reviews}?review=R1`, handlers);
    expect(await screen.findByText('Likely, 1 of 3')).toBeInTheDocument();
  });

  it('creates a tag from the picker when the company has none yet, and puts it on the review', async () => {
    const { handlers } = detailHandlers(reviewDetail({ review: { ...FIRST, status: 'read', tags: [] } }));
    const created = { tag_id: '6f0a3c52-1111-4c8e-9a7e-000000000009', name: 'Fragile', color: 'blue' };
    const companyTags: (typeof created & { review_count: number })[] = [];
    const { api } = setup(`${REVIEW_ROUTES.reviews}?review=R1`, {
      ...handlers,
      'GET /api/review/tags': () => ({ error: false, data: companyTags }),
      'POST /api/review/tags': () => {
        companyTags.push({ ...created, review_count: 0 });
        return { error: false, data: { ...created, review_count: 0 } };
      },
      'PUT /api/review/reviews/R1/tags': (body: unknown) => {
        const ids = (body as { tag_ids: string[] }).tag_ids;
        return { error: false, data: { review_id: 'R1', tag_ids: ids } };
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Review' });
    await within(drawer).findByText('The lantern stopped working after a week.');
    const user = userEvent.setup();
    const tagsBox = within(drawer).getByRole('combobox', { name: 'Tags' });
    await user.click(tagsBox);
    expect(await screen.findByText('No tags yet: type a name to create one')).toBeInTheDocument();
    await user.type(tagsBox, 'Fragile');
    await user.click(await screen.findByRole('option', { name: 'Create tag "Fragile"' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/review/reviews/R1/tags').at(-1)?.body).toMatchObject({
        channel_id: CHANNEL_ID,
        tag_ids: [created.tag_id],
      }),
    );
    expect(api.callsTo('POST', '/api/review/tags')[0]?.body).toMatchObject({ name: 'Fragile' });
  });

  it('marks it handled, adds a note and edits its tags, asking before a tag is removed', async () => {
    const { handlers } = detailHandlers(reviewDetail({ review: { ...FIRST, status: 'read', tags: [] } }));
    const { api } = setup(`${REVIEW_ROUTES.reviews}?review=R1`, handlers);
    const drawer = await screen.findByRole('dialog', { name: 'Review' });
    await within(drawer).findByText('The lantern stopped working after a week.');
    const user = userEvent.setup();

    await user.click(within(drawer).getByRole('radio', { name: 'Handled' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/review/reviews/R1/status').at(-1)?.body).toMatchObject({
        status: 'handled',
      }),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Write a note first.')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: 'Add a note' }), 'Refund offered');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Refund offered')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/review/reviews/R1/notes')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      text: 'Refund offered',
    });

    const tagsBox = within(drawer).getByRole('combobox', { name: 'Tags' });
    await user.click(tagsBox);
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/review/reviews/R1/tags').at(-1)?.body).toMatchObject({
        channel_id: CHANNEL_ID,
        tag_ids: [TAG_QUALITY.tag_id],
      }),
    );
    await user.keyboard('{Escape}');

    // Removing the pill asks first; Cancel keeps the tag.
    const pill = await within(drawer).findByText('Quality', { selector: '.mantine-Pill-label' });
    const remove = pill.parentElement?.querySelector('button') as HTMLElement;
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove this item?' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove "Quality"?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', '/api/review/reviews/R1/tags')).toHaveLength(1);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this item?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/review/reviews/R1/tags').at(-1)?.body).toMatchObject({ tag_ids: [] }),
    );
  });
});
