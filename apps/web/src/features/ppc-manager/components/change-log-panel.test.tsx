import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { mockRequests } from '../../../test/request-mock';
import { whoOf } from './change-format';
import { ChangeLogPanel } from './change-log-panel';
import { ppcChange, STORE } from './ppc-fixtures';

afterEach(() => vi.unstubAllGlobals());

const REJECTED = ppcChange({
  id: '5c1d2e3f-2222-4c8e-9a7e-000000000002',
  entity_id: '102',
  source: 'user',
  rule_run_id: null,
  actor_name: 'Pat Seller',
  new_value: '500000',
  status: 'rejected',
  amazon_code: 'BID_OUT_OF_MARKET_PLACE_RANGE',
  amazon_message: 'Bid must be between 0.02 and 1000',
});

describe('ChangeLogPanel', () => {
  it('shows who or which rule, old → new in the marketplace’s money, and Amazon’s refusal word for word', async () => {
    mockRequests({
      'GET /api/ppc/changes': () => ({
        error: false,
        data: { items: [ppcChange(), REJECTED], next_cursor: null },
      }),
    });
    renderWithProviders(<ChangeLogPanel channelId={STORE} />);
    const table = await screen.findByRole('table', { name: 'PPC change log' });
    expect(within(table).getByText('Rule run a1b2c3d4')).toBeInTheDocument();
    // A rule's run shows the rule by its name once the server knows it.
    expect(
      whoOf({ ...REJECTED, source: 'rule', rule_run_id: 'a1b2c3d4-0000', rule_name: 'Pause wasters' }),
    ).toBe('Rule “Pause wasters”');
    expect(within(table).getByText('$1.20 → $0.85')).toBeInTheDocument();
    expect(within(table).getByText('Pat Seller')).toBeInTheDocument();
    expect(
      within(table).getByText('BID_OUT_OF_MARKET_PLACE_RANGE: Bid must be between 0.02 and 1000'),
    ).toBeInTheDocument();
    // Only an applied change offers undo.
    expect(within(table).getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
  });

  it('undoes a change after confirmation, and refreshes the log', async () => {
    let undone = false;
    const api = mockRequests({
      'GET /api/ppc/changes': () => ({
        error: false,
        data: { items: [ppcChange({ status: undone ? 'undone' : 'applied' })], next_cursor: null },
      }),
      [`POST /api/ppc/changes/${ppcChange().id}/undo`]: () => {
        undone = true;
        return {
          error: false,
          data: {
            items: [
              ppcChange({
                id: '5c1d2e3f-2222-4c8e-9a7e-000000000003',
                source: 'undo',
                old_value: '85',
                new_value: '120',
              }),
            ],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangeLogPanel channelId={STORE} />);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this change?' });
    expect(within(dialog).getByText('Bid goes back from $0.85 to $1.20 at Amazon.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo change' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/ppc/changes/${ppcChange().id}/undo`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/ppc/changes/${ppcChange().id}/undo`)[0]?.body).toEqual({
      channel_id: STORE,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
  });

  it('undoes a whole rule run', async () => {
    const api = mockRequests({
      'GET /api/ppc/changes': () => ({ error: false, data: { items: [ppcChange()], next_cursor: null } }),
      'POST /api/ppc/rule-runs/a1b2c3d4-run/undo': () => ({ error: false, data: { items: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangeLogPanel channelId={STORE} />);
    await user.click(await screen.findByRole('button', { name: 'Undo run' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo rule run' }),
    );
    await waitFor(() => expect(api.callsTo('POST', '/api/ppc/rule-runs/a1b2c3d4-run/undo')).toHaveLength(1));
  });

  it('pages by cursor and filters by status', async () => {
    const api = mockRequests({
      'GET /api/ppc/changes': (_b, url) => ({
        error: false,
        data: url.searchParams.get('cursor')
          ? { items: [REJECTED], next_cursor: null }
          : { items: [ppcChange()], next_cursor: 'page-2' },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangeLogPanel channelId={STORE} />);
    await user.click(await screen.findByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Pat Seller')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/ppc/changes').at(-1)?.query.get('cursor')).toBe('page-2');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/ppc/changes').at(-1)?.query.get('status')).toBe('rejected'),
    );
    expect(api.callsTo('GET', '/api/ppc/changes').at(-1)?.query.get('cursor')).toBeNull();
  });

  it('says what to do when nothing has changed yet', async () => {
    mockRequests({
      'GET /api/ppc/changes': () => ({ error: false, data: { items: [], next_cursor: null } }),
    });
    renderWithProviders(<ChangeLogPanel channelId={STORE} />);
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
  });

  it("shows Amazon's change history next to ours: the seller's console edits apart from our own", async () => {
    const event = (id: string, source: 'us' | 'amazon', change: object) => ({
      entity_type: 'KEYWORD',
      entity_id: id,
      change_type: 'BID_AMOUNT',
      changed_at: '2026-11-22T12:00:00.000Z',
      previous_value: '1.20',
      new_value: '0.85',
      campaign_id: '12',
      ad_group_id: '21',
      label: `kw ${id}`,
      source,
      ...change,
    });
    const api = mockRequests({
      'GET /api/ppc/changes': () => ({ error: false, data: { items: [ppcChange()], next_cursor: null } }),
      'GET /api/ppc/history': (_body, url) => ({
        error: false,
        data: {
          currency: 'USD',
          next_cursor: null,
          items: [
            event('101', 'us', {}),
            event('102', 'amazon', { change_type: 'STATUS', previous_value: 'ENABLED', new_value: 'PAUSED' }),
          ].filter((e) => !url.searchParams.get('source') || e.source === url.searchParams.get('source')),
        },
      }),
    });
    renderWithProviders(<ChangeLogPanel channelId={STORE} />);
    const table = await screen.findByRole('table', { name: 'Amazon change history' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Seller Tools')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Bid: $1.20 → $0.85')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Amazon console')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('State: Enabled → Paused')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'History made by' }));
    await user.click(await screen.findByRole('option', { name: 'Amazon console' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/ppc/history').at(-1)?.url.searchParams.get('source')).toBe('amazon'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Amazon change history' })).queryByText('Seller Tools'),
      ).toBeNull(),
    );
  });
});
