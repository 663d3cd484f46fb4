import type { TSellerFeedback, TViolationEvent } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMALL_SCREEN_QUERY } from '../../../components/ui/filters-panel';
import { onScreenMatching } from '../../../test/media';
import { renderWithProviders } from '../../../test/render';
import { mockRequests } from '../../../test/request-mock';
import { EventDrawer } from './event-drawer';
import { FeedbackPanel } from './feedback-panel';

afterEach(() => vi.unstubAllGlobals());

const STORE = '0b7c4c8e-1111-4c8e-9a7e-000000000001';
const EVENT_ID = '0b7c4c8e-2222-4c8e-9a7e-000000000002';
const ORDER = '111-0000000-0000001';
/** A day `offset` days from today (YYYY-MM-DD). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const feedback = (over: Partial<TSellerFeedback> = {}): TSellerFeedback => ({
  amazon_order_id: ORDER,
  feedback_date: day(-1),
  rating: 1,
  comments: 'The product broke after two days.',
  asin: 'B0TEST',
  fulfillment_channel: 'MFN',
  candidate: {
    reason: 'product-review',
    label: 'Product review, not about your service',
    evidence: 'product',
  },
  removable_until: day(89),
  removal: { status: 'none', requested_on: null, note: null, updated_at: null, history: [] },
  event_id: EVENT_ID,
  ...over,
});

const list = (items: TSellerFeedback[]) => () => ({ error: false, data: { items, next_cursor: null } });

describe('FeedbackPanel', () => {
  it('shows the feedback with its removal reason, opens its alert and filters on the server', async () => {
    const api = mockRequests({ 'GET /api/violation/feedback': list([feedback()]) });
    const onOpenEvent = vi.fn();
    renderWithProviders(<FeedbackPanel channelId={STORE} canAct onOpenEvent={onOpenEvent} />);
    const table = await screen.findByRole('table', { name: 'Seller feedback' });
    expect(within(table).getByText('Product review, not about your service')).toBeInTheDocument();
    expect(within(table).getByText('Not requested')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Alert' }));
    expect(onOpenEvent).toHaveBeenCalledWith(EVENT_ID);
    await userEvent.click(screen.getByRole('switch', { name: 'Removal candidates only' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('candidates')).toBe('true'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Rating' }));
    await userEvent.click(await screen.findByRole('option', { name: '2 stars' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('rating')).toBe('2'));
  });

  it('records a removal request with its day and note', async () => {
    let current = feedback();
    const api = mockRequests({
      'GET /api/violation/feedback': () => ({ error: false, data: { items: [current], next_cursor: null } }),
      [`POST /api/violation/feedback/${ORDER}/removal`]: () => {
        current = feedback({
          removal: {
            status: 'requested',
            requested_on: day(0),
            note: 'Case 1',
            updated_at: null,
            history: [],
          },
        });
        return { error: false, message: 'Removal request recorded.', data: current };
      },
    });
    renderWithProviders(<FeedbackPanel channelId={STORE} canAct onOpenEvent={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Seller feedback' });
    await userEvent.click(within(table).getByRole('button', { name: 'Request removal' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'Case 1');
    await userEvent.click(screen.getByRole('button', { name: 'Record request' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      channel_id: STORE,
      status: 'requested',
      note: 'Case 1',
    });
    expect(await within(table).findByText('Removal requested')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Removed' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Refused' })).toBeInTheDocument();
  });

  it('a reporter reads without actions', async () => {
    const api = mockRequests({ 'GET /api/violation/feedback': list([feedback()]) });
    renderWithProviders(<FeedbackPanel channelId={STORE} canAct={false} onOpenEvent={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Seller feedback' });
    expect(within(table).queryByRole('button', { name: 'Request removal' })).not.toBeInTheDocument();
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('says so when there is no feedback, and when no feedback matches the filters', async () => {
    mockRequests({ 'GET /api/violation/feedback': list([]) });
    renderWithProviders(<FeedbackPanel channelId={STORE} canAct onOpenEvent={() => undefined} />);
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Removal candidates only' }));
    expect(await screen.findByText('No feedback matches')).toBeInTheDocument();
  });

  it('shows each feedback as a card on a phone', async () => {
    onScreenMatching(SMALL_SCREEN_QUERY);
    mockRequests({ 'GET /api/violation/feedback': list([feedback()]) });
    renderWithProviders(<FeedbackPanel channelId={STORE} canAct onOpenEvent={() => undefined} />);
    expect(await screen.findByText('The product broke after two days.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Seller feedback' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request removal' })).toBeInTheDocument();
  });
});

describe('a negative-feedback event', () => {
  const event: TViolationEvent = {
    event_id: EVENT_ID,
    channel_id: STORE,
    type: 'negative-feedback',
    severity: 'medium',
    status: 'new',
    asin: 'B0TEST',
    sku: null,
    detected_at: '2026-06-01T10:00:00.000Z',
    occurred_at: '2026-05-31T00:00:00.000Z',
    resolved_at: null,
    summary: `1-star feedback on order ${ORDER} (removal candidate)`,
    evidence: { report_row: { amazon_order_id: ORDER, rating: 1 }, removal_candidate: true },
    assignee_id: null,
    assignee_name: null,
    notes: [],
    tags: [],
  };

  it('opens its feedback in the Seller feedback tab', async () => {
    mockRequests({
      [`GET /api/violation/events/${EVENT_ID}`]: () => ({ error: false, data: event }),
      'GET /api/violation/assignees': () => ({ error: false, data: { items: [] } }),
    });
    const onShowFeedback = vi.fn();
    renderWithProviders(
      <EventDrawer
        channelId={STORE}
        eventId={EVENT_ID}
        canAct
        onClose={() => undefined}
        onShowFeedback={onShowFeedback}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open in Seller feedback' }));
    expect(onShowFeedback).toHaveBeenCalledWith(ORDER);
  });
});
