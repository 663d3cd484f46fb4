import { REVIEW_ROUTES, type TReviewRequestScopedRuleView } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/test-fixtures';
import { mockApi } from '../../../test/mock-api';
import { CHANNEL_ID, renderInShell } from '../../../test/render-in-shell';
import { ruleFixture } from '../testing/fixtures';
import { ReviewRequestsPage } from './review-requests-page';

// The rules list (issue 25) against a mocked API: the empty state, priority order with move up/down,
// adding a scoped, order-based rule (the POST body is the contract's) and deleting after a confirm.

const RULE = ruleFixture({ enabled: true, updated_at: '2026-03-06T17:00:00.000Z' });

const scoped = (
  n: number,
  extra: Partial<TReviewRequestScopedRuleView> = {},
): TReviewRequestScopedRuleView => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  priority: n,
  name: `Rule ${n}`,
  enabled: true,
  timing_basis: 'delivery',
  delay_days: 5,
  send_hour: 10,
  time_zone: 'America/Los_Angeles',
  asins: [],
  skus: [],
  marketplaces: [],
  updated_at: '2026-03-06T17:00:00.000Z',
  ...extra,
});

function setup(items: TReviewRequestScopedRuleView[]) {
  storeSession();
  const answer = (list: TReviewRequestScopedRuleView[]) => ({
    error: false,
    data: { items: list, scheduled: 0 },
  });
  const api = mockApi({
    'GET /api/review-requests/rule': () => ({ error: false, data: RULE }),
    'GET /api/review-requests/rules': () => answer(items),
    'POST /api/review-requests/rules': () =>
      answer([...items, scoped(items.length + 1, { name: 'Mugs', timing_basis: 'order', delay_days: 12 })]),
    'PUT /api/review-requests/rules/order': () => answer([...items].reverse()),
    [`DELETE /api/review-requests/rules/${scoped(2).id}`]: () => answer(items.slice(0, 1)),
    'GET /api/review-requests/summary': () => ({ error: false, data: null }),
    'GET /api/review-requests/impact': () => ({
      error: false,
      data: { items: [], sent: 0, minutes_saved: 0 },
    }),
    'GET /api/review-requests/log': () => ({ error: false, data: { items: [], total: 0, page: 1 } }),
  });
  renderInShell(<ReviewRequestsPage />, { path: REVIEW_ROUTES.reviewRequestAutomation });
  return api;
}

const bodyOf = (call: { body?: unknown } | undefined) => {
  const { login_email: _e, login_name: _n, ...body } = (call?.body ?? {}) as Record<string, unknown>;
  return body;
};

describe('/review/review-request-automation: the rules', { timeout: 45_000 }, () => {
  it('shows a real empty state with a way to add the first rule', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No rules yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add rule' }).length).toBeGreaterThan(0);
  });

  it('lists the rules in priority order and moves one up', async () => {
    const api = setup([
      scoped(1),
      scoped(2, { name: 'UK', marketplaces: ['A1F83G8C2ARO7P'], timing_basis: 'ship', delay_days: 9 }),
    ]);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Rules' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1. Rule 1');
    expect(rows[1]).toHaveTextContent('2. UK');
    expect(rows[1]).toHaveTextContent('9 days after the ship date');
    expect(rows[1]).toHaveTextContent('marketplaces A1F83G8C2ARO7P');
    expect(screen.getByRole('button', { name: 'Move Rule 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move UK up' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/review-requests/rules/order')).toHaveLength(1));
    expect(bodyOf(api.callsTo('PUT', '/api/review-requests/rules/order')[0])).toEqual({
      channel_id: CHANNEL_ID,
      rule_ids: [scoped(2).id, scoped(1).id],
    });
  });

  it('adds a rule scoped to ASINs, counted from the order date', async () => {
    const api = setup([scoped(1)]);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Rules' });
    await user.click(screen.getAllByRole('button', { name: 'Add rule' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Mugs');
    await user.click(within(dialog).getByRole('combobox', { name: 'Count days from' }));
    await user.click(await screen.findByRole('option', { name: 'After the order date' }));
    const days = within(dialog).getByLabelText('Days after');
    await user.clear(days);
    await user.type(days, '12');
    await user.type(within(dialog).getByRole('combobox', { name: 'ASINs' }), 'b08n5wrwnw{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/review-requests/rules')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST', '/api/review-requests/rules')[0])).toEqual({
      channel_id: CHANNEL_ID,
      name: 'Mugs',
      enabled: true,
      timing_basis: 'order',
      delay_days: 12,
      send_hour: 10,
      time_zone: 'America/Los_Angeles',
      asins: ['B08N5WRWNW'],
      skus: [],
      marketplaces: [],
    });
    expect(await screen.findByText('2. Mugs')).toBeInTheDocument();
  });

  it('deletes a rule after asking', async () => {
    const api = setup([scoped(1), scoped(2)]);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Rules' });
    await user.click(screen.getByRole('button', { name: 'Delete Rule 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete rule' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/api/review-requests/rules/${scoped(2).id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('2. Rule 2')).not.toBeInTheDocument());
  });
});
