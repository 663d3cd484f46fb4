import {
  REVIEW_REQUEST_IDLE_MESSAGES,
  REVIEW_REQUEST_MESSAGES,
  REVIEW_REQUEST_REASONS,
  REVIEW_ROUTES,
  type TReviewRequestLogItem,
  type TReviewRequestRuleResponse,
  type TReviewRequestSummary,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDaysAgo } from '../../../lib/dates';
import { storeSession } from '../../../lib/session/test-fixtures';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { jsonResponse, mockApi, type TMockHandler } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { ruleFixture } from '../testing/fixtures';
import { ReviewRequestsPage } from './review-requests-page';

// The page against a mocked API: the rule loads and saves (the PUT body is the contract's), validation
// speaks the contract's messages, the counters name their reasons, and the log searches 500 ms after typing.

type TRule = TReviewRequestRuleResponse['data'];

const RULE: TRule = ruleFixture({ excluded_asins: ['B000000001'] });

const SUMMARY: TReviewRequestSummary = {
  sent: 1_204,
  test: 0,
  eligible: 345,
  upcoming: 61,
  skipped: 17,
  failed: 3,
  skipped_by_reason: { returned: 12, 'excluded-asin': 5 },
  failed_by_reason: { 'amazon-error': 3 },
  daily: [
    { date: isoDaysAgo(1), sent: 40, test: 0, skipped: 1, failed: 0 },
    { date: isoDaysAgo(0), sent: 38, test: 0, skipped: 0, failed: 1 },
  ],
  daily_limit: { limit: 850, used_today: 38, average_daily_orders: 50 },
  idle: null,
};

const SENT: TReviewRequestLogItem = {
  amazon_order_id: '112-1234567-7654321',
  status: 'sent',
  reason: null,
  error: null,
  scheduled_at: '2026-03-07T18:00:00.000Z',
  window_end: '2026-04-01T00:00:00.000Z',
  done_at: '2026-03-07T18:00:05.000Z',
  purchase_date: '2026-02-27T12:00:00.000Z',
  asins: ['B08N5WRWNW'],
  attempts: [
    {
      at: '2026-03-07T17:00:00.000Z',
      outcome: 'failed',
      reason: 'amazon-unavailable',
      error: 'QuotaExceeded: You exceeded your quota for the requested resource.',
      http_status: 429,
    },
    { at: '2026-03-07T18:00:05.000Z', outcome: 'sent', reason: null, error: null, http_status: 201 },
  ],
};
const SKIPPED: TReviewRequestLogItem = {
  ...SENT,
  amazon_order_id: '113-7654321-1234567',
  status: 'skipped',
  reason: 'returned',
  done_at: '2026-03-06T18:00:00.000Z',
  attempts: [
    {
      at: '2026-03-06T18:00:00.000Z',
      outcome: 'skipped',
      reason: 'returned',
      error: null,
      http_status: null,
    },
  ],
};

function logAnswer(items: TReviewRequestLogItem[], total = items.length) {
  return { error: false, data: { items, total, page: 1 } };
}

function setup(
  overrides: { rule?: TRule; items?: TReviewRequestLogItem[]; handlers?: Record<string, TMockHandler> } = {},
) {
  storeSession();
  const api = mockApi({
    'GET /api/review-requests/rule': () => ({ error: false, data: overrides.rule ?? RULE }),
    'PUT /api/review-requests/rule': (body) => {
      const { channel_id: _, ...rule } = body as TRule & { channel_id: string };
      return { error: false, data: { ...rule, updated_at: '2026-03-06T17:00:00.000Z', scheduled: 1_234 } };
    },
    'GET /api/review-requests/rules': () => ({ error: false, data: { items: [], scheduled: 0 } }),
    'GET /api/review-requests/summary': () => ({ error: false, data: SUMMARY }),
    'GET /api/review-requests/impact': () => ({
      error: false,
      data: { items: [], sent: 0, minutes_saved: 0 },
    }),
    'GET /api/review-requests/log': () => logAnswer(overrides.items ?? [SENT, SKIPPED], 2),
    ...overrides.handlers,
  });
  renderInShell(<ReviewRequestsPage />, { path: REVIEW_ROUTES.reviewRequestAutomation });
  return api;
}

const downloads = captureDownloads('blob:log');

// The rule's tests type and click through the whole form (now with the order-data exclusions too): on
// a loaded machine the first took up to 20 s, the suite's default limit.
describe('/review/review-request-automation: the rule', { timeout: 45_000 }, () => {
  it('loads the rule of the current store and saves what changed', async () => {
    const api = setup();
    const user = userEvent.setup();
    const enabled = await screen.findByRole('switch', { name: /^Send review requests automatically/ });
    expect(api.callsTo('GET', '/api/review-requests/rule')[0]?.url.searchParams.get('channel_id')).toBe(
      CHANNEL_ID,
    );
    expect(enabled).not.toBeChecked();
    expect(screen.getByLabelText('Send this many days after delivery')).toHaveValue('5 days');
    const save = screen.getByRole('button', { name: 'Save rule' });
    expect(save).toBeDisabled();

    await user.click(enabled);
    await user.click(screen.getByRole('switch', { name: /^Test mode/ }));
    await user.click(screen.getByRole('switch', { name: /^Skip buyers who left negative seller feedback/ }));
    const delay = screen.getByLabelText('Send this many days after delivery');
    await user.clear(delay);
    await user.type(delay, '7');
    await user.type(screen.getByRole('combobox', { name: 'Excluded SKUs' }), 'MUG BLUE 12{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Do-not-solicit orders' }), '112-0000000-0000001,');
    // ASINs are saved as Amazon writes them.
    await user.type(screen.getByRole('combobox', { name: 'Excluded ASINs' }), 'b08n5wrwnw{Enter}');
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => expect(api.callsTo('PUT', '/api/review-requests/rule')).toHaveLength(1));
    // The HTTP client adds the caller's login_email and login_name to every body (spec §7).
    const {
      login_email: _email,
      login_name: _name,
      ...body
    } = (api.callsTo('PUT', '/api/review-requests/rule')[0]?.body ?? {}) as Record<string, unknown>;
    expect(body).toEqual({
      channel_id: CHANNEL_ID,
      enabled: true,
      test_mode: true,
      delay_days: 7,
      send_hour: 10,
      time_zone: 'America/Los_Angeles',
      exclude_returned: true,
      exclude_negative_feedback: false,
      exclude_refunded: true,
      exclude_replacement: true,
      exclude_business: false,
      exclude_fbm: false,
      exclude_shipped_late: false,
      excluded_asins: ['B000000001', 'B08N5WRWNW'],
      excluded_skus: ['MUG BLUE 12'],
      do_not_solicit: ['112-0000000-0000001'],
    });
    expect(await screen.findByText('Review request rule saved. 1,234 orders scheduled.')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByText(/^Last saved 6 Mar 2026, 09:00 PST$/)).toBeInTheDocument();
    // The backfill changed the counters and the log: both are asked again.
    await waitFor(() => expect(api.callsTo('GET', '/api/review-requests/log').length).toBeGreaterThan(1));
    expect(api.callsTo('GET', '/api/review-requests/summary').length).toBeGreaterThan(1);
  });

  it('shows the exclusions the order data supports with their saved values, and saves them', async () => {
    const api = setup();
    const user = userEvent.setup();
    expect(await screen.findByRole('switch', { name: /^Skip orders with a refund/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Skip replacement orders/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Skip FBM/ })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: /^Skip business orders/ }));
    await user.click(
      screen.getByRole('switch', { name: /^Skip orders shipped after their latest ship date/ }),
    );
    await user.click(screen.getByRole('switch', { name: /^Skip replacement orders/ }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/review-requests/rule')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/review-requests/rule')[0]?.body).toMatchObject({
      exclude_refunded: true,
      exclude_replacement: false,
      exclude_business: true,
      exclude_fbm: false,
      exclude_shipped_late: true,
    });
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const api = setup();
    const user = userEvent.setup();
    const delay = await screen.findByLabelText('Send this many days after delivery');
    await user.clear(delay);
    await user.type(delay, '4');
    await user.tab();
    expect(await screen.findByText(REVIEW_REQUEST_MESSAGES.delayRange)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(screen.getByText('Correct the fields marked in red, then save.')).toBeInTheDocument();

    await user.clear(delay);
    await user.type(delay, '31');
    expect(screen.getByText(REVIEW_REQUEST_MESSAGES.delayRange)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Do-not-solicit orders' }), '12-34{Enter}');
    expect(
      screen.getByText(`"12-34" was not added. ${REVIEW_REQUEST_MESSAGES.orderIdInvalid}`),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Excluded ASINs' }), 'B0SHORT{Enter}');
    expect(screen.getByText('"B0SHORT" was not added. ASINs have 10 letters or digits.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/review-requests/rule')).toHaveLength(0);
  });

  it('asks before removing an excluded ASIN', async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: /^Send review requests automatically/ });
    const field = screen.getByRole('combobox', { name: 'Excluded ASINs' });
    await user.click(field);
    await user.keyboard('{Backspace}');
    expect(await screen.findByText('Are you sure you want to remove "B000000001"?')).toBeInTheDocument();
  });

  it("shows the server's message when the save is refused", async () => {
    setup({
      handlers: {
        'PUT /api/review-requests/rule': () =>
          jsonResponse({ error: true, message: 'You may not change the rules of this store.' }, 403),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^Send review requests automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    const message = await screen.findByText('You may not change the rules of this store.');
    expect(message.closest('[role="alert"]')).toHaveTextContent('The rule was not saved');
    expect(screen.getByRole('button', { name: 'Save rule' })).toBeEnabled();
  });
});

describe('/review/review-request-automation: activity', () => {
  it('counts the last 30 days with the reasons in words and the daily limit', async () => {
    const api = setup();
    const sent = await screen.findByRole('region', { name: 'Sent' });
    expect(within(sent).getByText('1,204')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Eligible' })).getByText('345')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getByText('61')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Skipped' })).getByText('17')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Failed' })).getByText('3')).toBeInTheDocument();

    const skipped = screen.getByRole('region', { name: 'Skipped by reason' });
    expect(within(skipped).getByText(REVIEW_REQUEST_REASONS.returned)).toBeInTheDocument();
    expect(within(skipped).getByText(REVIEW_REQUEST_REASONS['excluded-asin'])).toBeInTheDocument();
    const failed = screen.getByRole('region', { name: 'Failed by reason' });
    expect(within(failed).getByText(REVIEW_REQUEST_REASONS['amazon-error'])).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Daily messaging limit' })).toHaveTextContent(
      '38 of 850 used today',
    );
    expect(
      screen.getByRole('img', { name: 'Review requests per day: sent, test mode, skipped and failed' }),
    ).toBeInTheDocument();
    // The chart's days are UTC days, and it says so (issue 15: every time and day names its zone).
    expect(screen.getByRole('region', { name: 'Requests per day' })).toHaveTextContent('Days in UTC');

    const query = api.callsTo('GET', '/api/review-requests/summary')[0]?.url.searchParams;
    expect(query?.get('channel_id')).toBe(CHANNEL_ID);
    expect(query?.get('from')).toBe(isoDaysAgo(29));
    expect(query?.get('to')).toBe(isoDaysAgo(0));

    await userEvent.setup().click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/review-requests/summary').at(-1)?.url.searchParams.get('from')).toBe(
        isoDaysAgo(6),
      ),
    );
  });
});

describe('/review/review-request-automation: when nothing is eligible', () => {
  // Issue 15: a German store showed eligible 0, upcoming 0, skipped 0 and no reason.
  const IDLE: TReviewRequestSummary = {
    ...SUMMARY,
    sent: 0,
    eligible: 0,
    upcoming: 0,
    skipped: 0,
    failed: 0,
    skipped_by_reason: {},
    failed_by_reason: {},
    idle: {
      reasons: [
        {
          code: 'none-in-window',
          message: REVIEW_REQUEST_IDLE_MESSAGES['none-in-window'](412),
        },
      ],
      orders: 412,
      last_order_import: '2026-11-25T13:05:00.000Z',
      next_window_opens: '2026-11-27T09:00:00.000Z',
    },
  };

  it("says why, in the server's words, with the last import and next window in the rule's zone", async () => {
    setup({
      rule: { ...RULE, enabled: true, test_mode: true, time_zone: 'Europe/Berlin' },
      handlers: { 'GET /api/review-requests/summary': () => ({ error: false, data: IDLE }) },
    });
    const why = await screen.findByRole('alert', { name: 'Why no order is eligible' });
    expect(within(why).getByText(REVIEW_REQUEST_IDLE_MESSAGES['none-in-window'](412))).toBeInTheDocument();
    expect(
      within(why).getByText(
        "None of the 412 orders imported can still be asked: Amazon's window (5 to 30 days after delivery) has closed for all of them.",
      ),
    ).toBeInTheDocument();
    expect(within(why).getByText('Orders last imported 25 Nov 2026, 14:05 CET.')).toBeInTheDocument();
    expect(
      within(why).getByText("The next order's Amazon window opens 27 Nov 2026, 10:00 CET."),
    ).toBeInTheDocument();
  });

  it('shows no explanation while orders wait', async () => {
    setup();
    await screen.findByRole('region', { name: 'Eligible' });
    expect(screen.queryByRole('alert', { name: 'Why no order is eligible' })).not.toBeInTheDocument();
  });
});

describe('/review/review-request-automation: the log', () => {
  it('lists each order with its state, and its attempts on demand', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Review requests by order' });
    expect(within(list).getByText('112-1234567-7654321')).toBeInTheDocument();
    expect(within(list).getByText(REVIEW_REQUEST_REASONS.returned)).toBeInTheDocument();
    // Times read in the rule's zone (Los Angeles: UTC-8 in early March).
    expect(within(list).getByText('Done 7 Mar 2026, 10:00 PST')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: '2 attempts, order 112-1234567-7654321' }));
    const attempts = await screen.findByRole('table', { name: 'Attempts for order 112-1234567-7654321' });
    expect(within(attempts).getByText(/QuotaExceeded/)).toBeInTheDocument();
    expect(within(attempts).getByText('429')).toBeInTheDocument();
    expect(within(attempts).getByText(REVIEW_REQUEST_REASONS['amazon-unavailable'])).toBeInTheDocument();
  });

  it('searches 500 ms after typing stops, once, and filters by state', async () => {
    const api = setup();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Review requests by order' });
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), '112-123');
    // Not yet: the search waits for typing to pause.
    expect(api.callsTo('GET', '/api/review-requests/log').some((c) => c.url.searchParams.has('q'))).toBe(
      false,
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/review-requests/log').at(-1)?.url.searchParams.get('q')).toBe(
        '112-123',
      ),
    );
    const searched = api
      .callsTo('GET', '/api/review-requests/log')
      .filter((c) => c.url.searchParams.has('q'));
    expect(searched).toHaveLength(1);
    expect(searched[0]?.url.searchParams.get('channel_id')).toBe(CHANNEL_ID);
    expect(searched[0]?.url.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('checkbox', { name: 'Failed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Skipped' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/review-requests/log').at(-1)?.url.searchParams.get('status')).toBe(
        'skipped,failed',
      ),
    );
  });

  it('pages through a long log', async () => {
    const api = setup({
      handlers: {
        'GET /api/review-requests/log': (_b, url) => ({
          ...logAnswer([SENT], 120),
          page: url.searchParams.get('page'),
        }),
      },
    });
    expect(await screen.findByText('1–50 of 120 orders')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/review-requests/log').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
    expect(await screen.findByText('51–100 of 120 orders')).toBeInTheDocument();
  });

  it('says how to start when there is nothing yet', async () => {
    setup({ items: [] });
    expect(await screen.findByRole('heading', { name: 'No review requests yet' })).toBeInTheDocument();
    expect(screen.getByText(/Turn the rule on to schedule every eligible order/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the rule' }));
    expect(screen.getByRole('switch', { name: /^Send review requests automatically/ })).toHaveFocus();
  });

  it('exports the log under the current search and filter as CSV', async () => {
    const api = setup({
      handlers: {
        'GET /api/review-requests/export': () =>
          fileResponse('Order ID,ASINs\n', 'review-requests-2026-03-08.csv'),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Review requests by order' });
    await user.click(screen.getByRole('checkbox', { name: 'Sent' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    const call = api.callsTo('GET', '/api/review-requests/export')[0];
    expect(call?.url.searchParams.get('channel_id')).toBe(CHANNEL_ID);
    expect(call?.url.searchParams.get('status')).toBe('sent');
    expect(downloads.clicked[0]?.download).toBe('review-requests-2026-03-08.csv');
  });
});

describe('/review/review-request-automation: reviews after requests', () => {
  it('shows each ASIN after its requests against before, and the time saved', async () => {
    setup({
      handlers: {
        'GET /api/review-requests/impact': () => ({
          error: false,
          data: {
            items: [
              {
                asin: 'B08N5WRWNW',
                requests: 120,
                first_request_at: '2026-03-01T18:00:00.000Z',
                reviews_after: 9,
                days_after: 12,
                reviews_before_per_30_days: 2.5,
              },
            ],
            sent: 200,
            minutes_saved: 200,
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Reviews after requests by ASIN' });
    expect(within(table).getByText('B08N5WRWNW')).toBeInTheDocument();
    expect(within(table).getByText('9 (12 of 30 days so far)')).toBeInTheDocument();
    expect(within(table).getByText('2.5')).toBeInTheDocument();
    const saved = screen.getByRole('region', { name: 'Time saved' });
    expect(within(saved).getByText('3 h 20 min saved')).toBeInTheDocument();
  });

  it('says what will show before any request was sent', async () => {
    setup();
    expect(await screen.findByText('No request sent in the last 90 days')).toBeInTheDocument();
  });
});

describe('/review/review-request-automation: send now', () => {
  const WAITING: TReviewRequestLogItem = {
    ...SENT,
    amazon_order_id: '114-1111111-2222222',
    status: 'scheduled',
    done_at: null,
    attempts: [],
  };

  it('offers "Send now" on waiting orders only, and sends the one clicked', async () => {
    let sent = false;
    const api = setup({
      items: [WAITING, SENT],
      handlers: {
        'POST /api/review-requests/send-now': () => {
          sent = true;
          return {
            error: false,
            message: REVIEW_REQUEST_MESSAGES.sentNow,
            data: {
              amazon_order_id: WAITING.amazon_order_id,
              status: 'sent',
              done_at: '2026-03-07T18:00:05.000Z',
            },
          };
        },
        'GET /api/review-requests/log': () =>
          logAnswer(
            sent
              ? [{ ...WAITING, status: 'sent', done_at: '2026-03-07T18:00:05.000Z' }, SENT]
              : [WAITING, SENT],
          ),
      },
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: `Send now, order ${WAITING.amazon_order_id}` });
    expect(screen.getAllByRole('button', { name: /^Send now/ })).toHaveLength(1);
    await user.click(button);
    await waitFor(() => expect(api.callsTo('POST', '/api/review-requests/send-now')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/review-requests/send-now')[0]?.body).toMatchObject({
      channel_id: CHANNEL_ID,
      amazon_order_id: WAITING.amazon_order_id,
    });
    expect(await screen.findByText(REVIEW_REQUEST_MESSAGES.sentNow)).toBeInTheDocument();
    // The log is asked again and the order no longer waits.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Send now/ })).not.toBeInTheDocument());
  });

  it('lists an order no rule covers with its reason, and offers "Send now" while its window is open', async () => {
    const uncovered = (id: string, windowEnd: string): TReviewRequestLogItem => ({
      ...SENT,
      amazon_order_id: id,
      status: 'skipped',
      reason: 'no-rule',
      window_end: windowEnd,
      attempts: [],
    });
    setup({
      items: [
        uncovered('111-0000000-0000001', '2099-01-01T00:00:00.000Z'),
        uncovered('111-0000000-0000002', '2020-01-01T00:00:00.000Z'),
      ],
    });
    expect(await screen.findAllByText(REVIEW_REQUEST_REASONS['no-rule'])).toHaveLength(2);
    expect(
      screen.getAllByRole('button', { name: /^Send now/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Send now, order 111-0000000-0000001']);
  });

  it("shows the server's refusal, e.g. outside Amazon's window", async () => {
    const refusal = REVIEW_REQUEST_MESSAGES.windowNotOpen('2026-03-09');
    setup({
      items: [WAITING],
      handlers: {
        'POST /api/review-requests/send-now': () => jsonResponse({ error: true, message: refusal }, 409),
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Send now, order ${WAITING.amazon_order_id}` }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});

describe('/review/review-request-automation: a store still importing', () => {
  it('shows the import instead of the page, and asks nothing of review requests', async () => {
    const api = mockApi({
      'GET /api/market/amazon/integration/status': () => jsonResponse({ error: true, message: 'busy' }, 500),
    });
    storeSession();
    renderInShell(<ReviewRequestsPage />, {
      path: REVIEW_ROUTES.reviewRequestAutomation,
      context: { importState: 'importing' },
    });
    expect(await screen.findByRole('heading', { name: 'Your first import is running' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/review-requests'))).toBe(false);
  });
});
