import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { mockRequests } from '../../../test/request-mock';
import { formatMoney } from './format';
import { ruleSentence } from './ppc-rule-draft';
import { PpcRulesPanel } from './ppc-rules-panel';

// The rule editor's money fields in the marketplace currency's own minor unit: a JPY store types yen
// (no decimals) and the rule carries yen; a USD store types dollars and the rule carries cents. The
// attribution window is a rule field sent as chosen.

afterEach(() => vi.unstubAllGlobals());

const STORE = '3d4c2b1a-0000-4000-8000-000000000009';
const ok = (data: unknown) => ({ error: false, data });

async function draftRule(currency: string, bid: string, spend: string) {
  const api = mockRequests({
    'GET /api/ppc/rules': () => ok({ items: [] }),
    'GET /api/ppc/break-even': () => ok({ currency, items: [] }),
    'POST /api/ppc/rules/dry-run': () => ok({ evaluated: 0, changes: [] }),
  });
  renderWithProviders(<PpcRulesPanel channelId={STORE} currency={currency} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New rule' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Money');
  // The first condition becomes "spend ≥ <spend>".
  await user.click(screen.getByRole('combobox', { name: 'Condition 1 metric' }));
  const symbol = currency === 'JPY' ? '¥' : '$';
  await user.click(await screen.findByRole('option', { name: `Spend (${symbol})` }));
  const value = screen.getByRole('textbox', { name: 'Condition 1 value' });
  await user.clear(value);
  await user.type(value, spend);
  await user.click(screen.getByRole('combobox', { name: 'Then' }));
  await user.click(await screen.findByRole('option', { name: 'Set bid' }));
  const bidField = screen.getByRole('textbox', { name: `Bid (${symbol})` });
  await user.clear(bidField);
  await user.type(bidField, bid);
  await user.click(screen.getByRole('combobox', { name: 'Attribution' }));
  await user.click(await screen.findByRole('option', { name: '14 days' }));
  await user.click(screen.getByRole('button', { name: 'Dry run' }));
  await vi.waitFor(() => expect(api.callsTo('POST', '/api/ppc/rules/dry-run')).toHaveLength(1));
  return { rule: api.callsTo('POST', '/api/ppc/rules/dry-run')[0]?.body.rule, bidField, value };
}

describe('rule editor money in the marketplace currency', () => {
  it('a JPY store types whole yen and the rule carries yen (no ×100)', async () => {
    const { rule, bidField, value } = await draftRule('JPY', '45', '1500');
    expect(rule).toMatchObject({
      attribution_window: 14,
      conditions: [{ metric: 'spend', op: 'gte', value: 1500 }, { metric: 'orders' }],
      action: { type: 'set-bid', bid_minor: 45 },
    });
    expect(bidField).toHaveValue('45');
    expect(value).toHaveValue('1500');
  });

  it('a USD store types dollars and the rule carries cents', async () => {
    const { rule } = await draftRule('USD', '0.45', '12.5');
    expect(rule).toMatchObject({
      attribution_window: 14,
      conditions: [{ metric: 'spend', op: 'gte', value: 1250 }, { metric: 'orders' }],
      action: { type: 'set-bid', bid_minor: 45 },
    });
  });

  it('shows figures and rule sentences in the currency own minor unit', () => {
    expect(formatMoney(1230, 'JPY')).toBe('¥1,230');
    expect(formatMoney(1230, 'USD')).toBe('$12.30');
    const rule = {
      name: 'x',
      lookback_days: 7,
      conditions: [{ metric: 'spend' as const, op: 'gt' as const, value: 1500 }],
      action: { type: 'set-bid' as const, bid_minor: 45 },
    };
    expect(ruleSentence(rule, 'JPY')).toBe('spend > ¥1,500 in 7 days → set bid ¥45');
    expect(ruleSentence(rule, 'USD')).toBe('spend > $15.00 in 7 days → set bid $0.45');
  });
});
