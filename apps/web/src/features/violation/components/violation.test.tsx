import type { TViolationEvent } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMALL_SCREEN_QUERY } from '../../../components/ui/filters-panel';
import { onScreenMatching } from '../../../test/media';
import { renderWithProviders } from '../../../test/render';
import { mockRequests } from '../../../test/request-mock';
import { AlertSettings } from './alert-settings';
import { EventDrawer } from './event-drawer';
import { EventsInbox } from './events-inbox';
import { WatchList } from './watch-list';

afterEach(() => vi.unstubAllGlobals());

const STORE = '0b7c4c8e-1111-4c8e-9a7e-000000000001';
const EVENT_ID = '0b7c4c8e-2222-4c8e-9a7e-000000000002';

const hijacker = (over: Partial<TViolationEvent> = {}): TViolationEvent => ({
  event_id: EVENT_ID,
  channel_id: STORE,
  type: 'hijacker',
  severity: 'critical',
  status: 'new',
  asin: 'B0HIJACK01',
  sku: null,
  detected_at: '2026-06-01T10:00:00.000Z',
  occurred_at: '2026-06-01T09:55:00.000Z',
  resolved_at: null,
  summary: 'Hijacker AHIJACKER1 is selling on your brand ASIN B0HIJACK01 at 20.4 GBP',
  evidence: { offer: { seller_id: 'AHIJACKER1', price: 20.4 }, offer_count: { before: 1, after: 2 } },
  assignee_id: null,
  assignee_name: null,
  notes: [],
  tags: ['hero'],
  ...over,
});

describe('EventsInbox', () => {
  it('lists the events and filters by type on the server', async () => {
    const api = mockRequests({
      'GET /api/violation/events': () => ({ error: false, data: { items: [hijacker()], next_cursor: null } }),
    });
    const onOpen = vi.fn();
    renderWithProviders(<EventsInbox channelId={STORE} onOpen={onOpen} />);
    const table = await screen.findByRole('table', { name: 'Violation events' });
    expect(within(table).getByText('critical')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Hijacker AHIJACKER1/ }));
    expect(onOpen).toHaveBeenCalledWith(EVENT_ID);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'MAP breach' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('type')).toBe('map-breach'));
  });

  it('says so when there is nothing', async () => {
    mockRequests({
      'GET /api/violation/events': () => ({ error: false, data: { items: [], next_cursor: null } }),
    });
    renderWithProviders(<EventsInbox channelId={STORE} onOpen={() => undefined} />);
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });
});

describe('EventDrawer', () => {
  const handlers = (acknowledged: { value: boolean }) => ({
    [`GET /api/violation/events/${EVENT_ID}`]: () => ({
      error: false,
      data: hijacker({ status: acknowledged.value ? 'acknowledged' : 'new' }),
    }),
    'GET /api/violation/assignees': () => ({ error: false, data: { items: [] } }),
    [`POST /api/violation/events/${EVENT_ID}/acknowledge`]: () => {
      acknowledged.value = true;
      return { error: false, message: 'Event acknowledged.', data: hijacker({ status: 'acknowledged' }) };
    },
  });

  it('shows the evidence and the recommended action, and acknowledges', async () => {
    const state = { value: false };
    const api = mockRequests(handlers(state));
    renderWithProviders(
      <EventDrawer channelId={STORE} eventId={EVENT_ID} canAct onClose={() => undefined} />,
    );
    expect(await screen.findByText(/test buy/)).toBeInTheDocument();
    expect(screen.getByText(/"seller_id": "AHIJACKER1"/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/acknowledge'))).toBe(true));
    expect(api.calls.find((c) => c.path.endsWith('/acknowledge'))?.body).toEqual({ channel_id: STORE });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Acknowledge' })).toBeDisabled());
  });

  it('a reporter reads it without the buttons', async () => {
    mockRequests(handlers({ value: false }));
    renderWithProviders(
      <EventDrawer channelId={STORE} eventId={EVENT_ID} canAct={false} onClose={() => undefined} />,
    );
    expect(await screen.findByText(/read-only access/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });
});

describe('AlertSettings', () => {
  const routing = {
    user_id: '0b7c4c8e-3333-4c8e-9a7e-000000000003',
    preferences: [
      { type: 'hijacker', delivery: 'immediate', channel_ids: [], asins: [], tags: [] },
      { type: 'new-offer', delivery: 'daily', channel_ids: [], asins: [], tags: [] },
    ],
  };
  it('saves a changed delivery', async () => {
    const api = mockRequests({
      'GET /api/violation/alerts': () => ({ error: false, data: routing }),
      'PUT /api/violation/alerts': (body) => ({
        error: false,
        message: 'Alert settings saved.',
        data: { ...routing, ...body },
      }),
    });
    renderWithProviders(<AlertSettings canEdit />);
    const hijack = await screen.findByRole('radiogroup', { name: 'Hijacker alerts' });
    await userEvent.click(within(hijack).getByText('Off'));
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body.preferences[0]).toMatchObject({
      type: 'hijacker',
      delivery: 'off',
    });
  });

  it('scopes a preference to one of the stores', async () => {
    const other = '0b7c4c8e-1111-4c8e-9a7e-000000000009';
    const store = (channelId: string, countryName: string) => ({
      channelId,
      sellerId: 'A1SELLER',
      marketplaceId: 'ATVPDKIKX0DER',
      companyName: 'Acme',
      countryCode: 'US',
      countryName,
    });
    const api = mockRequests({
      'GET /api/violation/alerts': () => ({ error: false, data: routing }),
      'PUT /api/violation/alerts': (body) => ({ error: false, data: { ...routing, ...body } }),
    });
    renderWithProviders(
      <AlertSettings canEdit stores={[store(STORE, 'United States'), store(other, 'Canada')]} />,
    );
    const [hijackStores] = await screen.findAllByLabelText('Only these stores');
    await userEvent.click(hijackStores as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Acme · Canada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const saved = api.calls.find((c) => c.method === 'PUT')?.body.preferences;
    expect(saved[0]).toMatchObject({ type: 'hijacker', channel_ids: [other] });
    expect(saved[1]).toMatchObject({ type: 'new-offer', channel_ids: [] });
  });

  it('is read-only for a reporter', async () => {
    mockRequests({ 'GET /api/violation/alerts': () => ({ error: false, data: routing }) });
    renderWithProviders(<AlertSettings canEdit={false} />);
    expect(await screen.findByText(/read-only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save alert settings' })).not.toBeInTheDocument();
  });
});

describe('WatchList', () => {
  const item = {
    asin: 'B0HIJACK01',
    map_price_minor: 1999,
    authorized_sellers: ['A1SELLER'],
    tags: ['hero'],
  };
  const handlers = (items: unknown[]) => ({
    'GET /api/violation/watch': () => ({ error: false, data: { items } }),
    'PUT /api/violation/watch': (body: { items: unknown[] }) => ({
      error: false,
      message: 'Watch list saved.',
      data: { items: body.items },
    }),
  });

  it('an admin adds an ASIN with its minimum price and saves the whole list', async () => {
    const api = mockRequests(handlers([item]));
    renderWithProviders(<WatchList channelId={STORE} currency="USD" canEdit />);
    const table = await screen.findByRole('table', { name: 'Watch list' });
    expect(within(table).getByText('B0HIJACK01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save watch list' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'ASIN to watch' }), 'b0hijack01');
    await userEvent.click(screen.getByRole('button', { name: 'Add ASIN' }));
    expect(await screen.findByText('B0HIJACK01 is already on the list.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'ASIN to watch' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ASIN to watch' }), 'b0newone22');
    await userEvent.click(screen.getByRole('button', { name: 'Add ASIN' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Minimum advertised price for B0NEWONE22' }),
      '12.50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save watch list' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      channel_id: STORE,
      items: [item, { asin: 'B0NEWONE22', map_price_minor: 1250, authorized_sellers: [], tags: [] }],
    });
  });

  it('removes an ASIN', async () => {
    const api = mockRequests(handlers([item]));
    renderWithProviders(<WatchList channelId={STORE} currency="USD" canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove B0HIJACK01' }));
    expect(await screen.findByText('No ASINs watched yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save watch list' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body.items).toEqual([]);
  });

  it('is read-only for a user who is not a violation admin', async () => {
    const api = mockRequests(handlers([item]));
    renderWithProviders(<WatchList channelId={STORE} currency="USD" canEdit={false} />);
    expect(await screen.findByText(/Read-only/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum advertised price for B0HIJACK01' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save watch list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add ASIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove B0HIJACK01' })).not.toBeInTheDocument();
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('shows each ASIN as a card with labelled fields on a phone', async () => {
    onScreenMatching(SMALL_SCREEN_QUERY);
    mockRequests(handlers([item]));
    renderWithProviders(<WatchList channelId={STORE} currency="USD" canEdit />);
    expect(await screen.findByText('B0HIJACK01')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Watch list' })).not.toBeInTheDocument();
    expect(screen.getByText('Authorised sellers')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum advertised price for B0HIJACK01' })).toHaveValue(
      '$19.99',
    );
  });
});
