import type { TIntegrationStatusItem } from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StoreCard } from './store-card';

const store = (market_id: string, country_name: string): TIntegrationStatusItem => ({
  channel_id: `ch-${market_id}`,
  seller_id: 'A2HARBOR',
  market_id,
  country_code: 'de',
  country_name,
  region: 'Europe',
  status: 'connected',
  signup_step: 'done',
  connected_at: '2026-11-25T13:05:00.000Z',
  updated_at: '2026-11-25T13:05:00.000Z',
  stages: [
    {
      stage: 'orders',
      status: 'done',
      counts: { orders: 40 },
      reason: null,
      started_at: '2026-11-25T13:05:00.000Z',
      finished_at: '2026-11-25T13:20:00.000Z',
    },
  ],
  ads: { connected: false, profile_id: null, account_name: null },
});
const noop = () => {};
/** A card with every action a no-op (unless overridden), for a seller who may manage the store. */
const renderCard = (item: TIntegrationStatusItem, props: Partial<ComponentProps<typeof StoreCard>> = {}) =>
  renderWithProviders(
    <StoreCard
      store={item}
      busy={false}
      canManage
      onReconnect={noop}
      onDisconnect={noop}
      onConnectAds={noop}
      onDisconnectAds={noop}
      {...props}
    />,
  );

// Issue 15: Integrations printed the browser's time unlabelled while the rule page used another zone.
describe('StoreCard times', () => {
  it("prints a German store's times in Europe/Berlin, labelled with the zone, whatever the browser's zone", () => {
    renderCard(store('A1PA6795UKMFR9', 'Germany'));
    expect(
      screen.getByText('Connected 25 Nov 2026, 14:05 CET · Last sync 25 Nov 2026, 14:20 CET'),
    ).toBeInTheDocument();
  });

  it("prints a Japanese store's in Asia/Tokyo", () => {
    renderCard(store('A1VC38T7YXB528', 'Japan'));
    expect(screen.getByText(/^Connected 25 Nov 2026, 22:05 GMT\+9 · /)).toBeInTheDocument();
  });
});

// Issue 18: Amazon Ads is a consent of its own, shown per store.
describe('StoreCard advertising', () => {
  it('says advertising is not connected and offers to connect it', async () => {
    const asked: string[] = [];
    renderCard(store('A1PA6795UKMFR9', 'Germany'), { onConnectAds: (s) => asked.push(s.channel_id) });
    expect(screen.getByText('Advertising not connected')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Connect advertising' }).click();
    expect(asked).toEqual(['ch-A1PA6795UKMFR9']);
  });

  it('shows the connected profile with a disconnect, and no buttons for a member', () => {
    const connected = {
      ...store('A1PA6795UKMFR9', 'Germany'),
      ads: { connected: true, profile_id: '3456789012345678', account_name: 'Harbor Goods DE' },
    };
    const { unmount } = renderCard(connected);
    expect(screen.getByText('Advertising connected')).toBeInTheDocument();
    expect(screen.getByText('Harbor Goods DE · profile 3456789012345678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect advertising' })).toBeEnabled();
    unmount();
    renderCard(connected, { canManage: false });
    expect(screen.queryByRole('button', { name: 'Disconnect advertising' })).not.toBeInTheDocument();
  });
});
