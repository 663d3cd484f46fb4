import type { TPpcChangeRequest, TPpcHarvestProposal, TPpcRule } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { mockRequests } from '../../../test/request-mock';
import { PpcDaypartingGrid } from './ppc-dayparting-grid';
import { PpcHarvestPanel } from './ppc-harvest-panel';
import { PpcRulesPanel } from './ppc-rules-panel';

// The PPC automation panels against the request mock: rules list, editor and the dry run shown before a
// rule is enabled; harvest proposals approved by selection; the dayparting grid saved as 7×24.

afterEach(() => vi.unstubAllGlobals());

const STORE = '3d4c2b1a-0000-4000-8000-000000000001';
const RULE: TPpcRule = {
  id: '7a1b2c3d-2222-4c8e-9a7e-000000000001',
  channel_id: STORE,
  name: 'Pause wasters',
  enabled: false,
  schedule: 'daily',
  lookback_days: 14,
  attribution_window: 7,
  scope: { entities: 'keywords' },
  conditions: [
    { metric: 'clicks', op: 'gte', value: 20 },
    { metric: 'orders', op: 'eq', value: 0 },
  ],
  action: { type: 'pause' },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  last_run_at: null,
};
const PAUSE: TPpcChangeRequest = {
  entity_type: 'keyword',
  entity_id: 'k1',
  campaign_id: 'c1',
  ad_group_id: 'g1',
  field: 'state',
  old_value: 'ENABLED',
  new_value: 'PAUSED',
  reason: '23 clicks, 0 orders in 14 days → pause',
};
const ok = (data: unknown, message?: string) => ({ error: false, data, ...(message ? { message } : {}) });

describe('rules panel', () => {
  function setup(rules: TPpcRule[] = [RULE]) {
    const api = mockRequests({
      'GET /api/ppc/rules': () => ok({ items: rules }),
      'GET /api/ppc/break-even': () =>
        ok({
          currency: 'USD',
          items: [
            {
              sku: 'SKU-1',
              asin: 'B000TEST01',
              title: null,
              price_minor: 3000,
              unit_cost_minor: 2400,
              fees_minor: null,
              break_even_acos: 20,
            },
          ],
        }),
      [`POST /api/ppc/rules/${RULE.id}/dry-run`]: () => ok({ evaluated: 3, changes: [PAUSE] }),
      'POST /api/ppc/rules/dry-run': () => ok({ evaluated: 3, changes: [PAUSE] }),
      [`PUT /api/ppc/rules/${RULE.id}/enabled`]: (body) =>
        ok({ ...RULE, enabled: body.enabled }, 'Rule enabled: it runs on its schedule.'),
      'POST /api/ppc/rules': (body) =>
        ok({ ...RULE, ...body.rule, id: '7a1b2c3d-2222-4c8e-9a7e-000000000002' }, 'Rule created.'),
    });
    renderWithProviders(<PpcRulesPanel channelId={STORE} currency="USD" />);
    return api;
  }

  it('lists rules in words, and break-even ACoS per product', async () => {
    setup();
    expect(await screen.findByText('Pause wasters')).toBeInTheDocument();
    expect(screen.getByText('clicks ≥ 20 and orders = 0 in 14 days → pause')).toBeInTheDocument();
    expect(await screen.findByText('20.0 %')).toBeInTheDocument();
  });

  it('shows the dry run before enabling, and enables only on confirmation', async () => {
    const api = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Enable Pause wasters' }));
    expect(await screen.findByText('23 clicks, 0 orders in 14 days → pause')).toBeInTheDocument();
    expect(screen.getByText(/1 of 3 keywords\/targets would change/)).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/ppc/rules/${RULE.id}/enabled`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/ppc/rules/${RULE.id}/enabled`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/ppc/rules/${RULE.id}/enabled`)[0]?.body).toEqual({
      channel_id: STORE,
      enabled: true,
    });
  });

  it('edits a new rule: dry run first, then "Save and enable" sends the contract shape', async () => {
    const api = setup([]);
    const user = userEvent.setup();
    expect(await screen.findByText('No rules yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New rule' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bleeders');
    const saveAndEnable = screen.getByRole('button', { name: 'Save and enable' });
    expect(saveAndEnable).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const preview = await screen.findByRole('table', { name: 'Dry run: proposed changes' });
    expect(within(preview).getByText('state: ENABLED → PAUSED')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ppc/rules/dry-run')[0]?.body.rule).toMatchObject({
      name: 'Bleeders',
      lookback_days: 14,
      conditions: [
        { metric: 'clicks', op: 'gte', value: 20 },
        { metric: 'orders', op: 'eq', value: 0 },
      ],
      action: { type: 'pause' },
    });
    // Editing after the dry run asks for a new one.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    expect(screen.getByRole('button', { name: 'Save and enable' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save and enable' })).toBeEnabled());
  });

  it('explains a rule the contract refuses before sending it', async () => {
    setup([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    expect(screen.getByText('Name the rule.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dry run' })).toBeDisabled();
  });
});

describe('search-term harvest panel', () => {
  const proposal = (over: Partial<TPpcHarvestProposal>): TPpcHarvestProposal => ({
    kind: 'negative',
    search_term: 'garlic crusher toy',
    campaign_id: 'c1',
    ad_group_id: 'g1',
    keyword_id: 'k1',
    impressions: 500,
    clicks: 18,
    orders: 0,
    spend_minor: 1440,
    sales_minor: 0,
    acos: null,
    change: {
      ...PAUSE,
      entity_type: 'negative-keyword',
      entity_id: undefined,
      field: 'create',
      old_value: null,
      new_value: '{}',
      reason: 'x',
    },
    ...over,
  });

  it('approves only the selected proposals; keywords wait for a destination', async () => {
    const keyword = proposal({
      kind: 'keyword',
      search_term: 'stainless garlic press',
      clicks: 12,
      orders: 3,
      acos: 10,
      change: null,
    });
    const negative = proposal({});
    const api = mockRequests({
      'GET /api/ppc/harvest': (_b, url) =>
        ok({
          currency: 'USD',
          destinations: [
            { campaign_id: 'c1', campaign_name: 'Manual', ad_group_id: 'g1', ad_group_name: 'Presses' },
          ],
          items: url.searchParams.get('to_ad_group_id')
            ? [{ ...keyword, change: { ...PAUSE, field: 'create' } }, negative]
            : [keyword, negative],
        }),
      'POST /api/ppc/harvest/apply': (body) =>
        ok({ sent: body.items.length }, 'Approved search terms sent to Amazon.'),
    });
    renderWithProviders(<PpcHarvestPanel channelId={STORE} />);
    const user = userEvent.setup();
    expect(await screen.findByText('garlic crusher toy')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select stainless garlic press' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select garlic crusher toy' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/ppc/harvest/apply')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ppc/harvest/apply')[0]?.body).toEqual({
      channel_id: STORE,
      items: [negative.change],
    });
    expect(api.callsTo('GET', '/api/ppc/harvest')[0]?.query.get('min_orders')).toBe('2');
  });
});

describe('dayparting grid', () => {
  it('edits one hour and saves the 7×24 grid', async () => {
    const flat = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 1));
    const api = mockRequests({
      'GET /api/ppc/dayparting': () =>
        ok({ enabled: false, timezone: 'America/Los_Angeles', multipliers: flat, budget_multipliers: null }),
      'PUT /api/ppc/dayparting': (body) =>
        ok(
          {
            enabled: body.enabled,
            timezone: 'America/Los_Angeles',
            multipliers: body.multipliers,
            budget_multipliers: body.budget_multipliers,
          },
          'Dayparting saved.',
        ),
    });
    renderWithProviders(<PpcDaypartingGrid channelId={STORE} />);
    const user = userEvent.setup();
    expect(await screen.findByText(/Hours in America\/Los_Angeles/)).toBeInTheDocument();
    const cell = screen.getByRole('spinbutton', { name: 'Tue 13:00 multiplier' });
    await user.clear(cell);
    await user.type(cell, '1.5');
    await user.click(screen.getByRole('switch', { name: 'Dayparting on' }));
    await user.click(screen.getByRole('button', { name: 'Save dayparting' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ppc/dayparting')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/ppc/dayparting')[0]?.body;
    expect(body.enabled).toBe(true);
    expect(body.multipliers).toHaveLength(7);
    expect(body.multipliers[2][13]).toBe(1.5);
    expect(body.multipliers[2][12]).toBe(1);
    expect(body.budget_multipliers).toBeNull();
    expect(screen.queryByRole('table', { name: 'Budget multipliers by weekday and hour' })).toBeNull();
    // Budget dayparting: a second grid, sent with the bids'.
    await user.click(screen.getByRole('switch', { name: 'Daypart campaign budgets too' }));
    const budget = await screen.findByRole('spinbutton', { name: 'Sat 20:00 budget multiplier' });
    await user.clear(budget);
    await user.type(budget, '2');
    await user.click(screen.getByRole('button', { name: 'Save dayparting' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/ppc/dayparting')).toHaveLength(2));
    const second = api.callsTo('PUT', '/api/ppc/dayparting')[1]?.body;
    expect(second.budget_multipliers[6][20]).toBe(2);
    expect(second.budget_multipliers[6][19]).toBe(1);
    expect(second.multipliers[2][13]).toBe(1.5);
  });
});
