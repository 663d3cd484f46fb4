import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { mockRequests } from '../../../test/request-mock';
import { EditBidModal } from './edit-bid-modal';
import { EditBudgetModal } from './edit-budget-modal';
import { ppcChange, STORE } from './ppc-fixtures';
import { StateToggle } from './state-toggle';

afterEach(() => vi.unstubAllGlobals());

const keyword = {
  channelId: STORE,
  entityType: 'keyword' as const,
  entityId: '101',
  label: 'Keyword: blue mug',
  currentMinor: 120,
  currency: 'USD',
};

describe('PPC edit dialogs', () => {
  it('sends a bid in minor units and closes once Amazon applied it', async () => {
    const api = mockRequests({
      'POST /api/ppc/changes': (body) => ({
        error: false,
        data: { items: [ppcChange({ source: 'user', new_value: body.changes[0].new_value })] },
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EditBidModal opened onClose={onClose} target={keyword} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit bid' });
    const amount = within(dialog).getByRole('textbox', { name: 'Bid' });
    await user.clear(amount);
    await user.type(amount, '0.85');
    await user.click(within(dialog).getByRole('button', { name: 'Apply at Amazon' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/ppc/changes')[0]?.body).toEqual({
      channel_id: STORE,
      changes: [
        {
          entity_type: 'keyword',
          entity_id: '101',
          field: 'bid',
          old_value: '120',
          new_value: '85',
          reason: 'Edit bid by hand',
        },
      ],
    });
  });

  it('keeps the dialog open with Amazon’s refusal', async () => {
    mockRequests({
      'POST /api/ppc/changes': () => ({
        error: false,
        message: 'Some changes were not applied; see each one.',
        data: {
          items: [ppcChange({ status: 'rejected', amazon_message: 'Budget must be between 1 and 1000000' })],
        },
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <EditBudgetModal
        opened
        onClose={onClose}
        target={{
          ...keyword,
          entityType: 'campaign',
          entityId: '12',
          label: 'Campaign: Mugs',
          currentMinor: 4000,
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit daily budget' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply at Amazon' }));
    expect(await within(dialog).findByText('Budget must be between 1 and 1000000')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an empty amount with the contract’s message and sends nothing', async () => {
    const api = mockRequests({});
    const user = userEvent.setup();
    renderWithProviders(<EditBidModal opened onClose={() => {}} target={keyword} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit bid' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Bid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply at Amazon' }));
    expect(await within(dialog).findByText('Enter an amount.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('pauses an enabled keyword with the state toggle', async () => {
    const api = mockRequests({
      'POST /api/ppc/changes': () => ({
        error: false,
        data: { items: [ppcChange({ field: 'state', new_value: 'PAUSED' })] },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <StateToggle
        channelId={STORE}
        entityType="keyword"
        entityId="101"
        state="ENABLED"
        label="Keyword blue mug"
      />,
    );
    await user.click(screen.getByRole('switch', { name: 'Keyword blue mug: enabled' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/ppc/changes')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ppc/changes')[0]?.body.changes[0]).toMatchObject({
      field: 'state',
      old_value: 'ENABLED',
      new_value: 'PAUSED',
    });
  });
});
