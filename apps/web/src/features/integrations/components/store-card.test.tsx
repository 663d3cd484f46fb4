import type { TIntegrationStatusItem } from '@seller-tools/contract';
import { screen } from '@testing-library/react';
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
});

// Issue 15: Integrations printed the browser's time unlabelled while the rule page used another zone.
describe('StoreCard times', () => {
  it("prints a German store's times in Europe/Berlin, labelled with the zone, whatever the browser's zone", () => {
    renderWithProviders(
      <StoreCard
        store={store('A1PA6795UKMFR9', 'Germany')}
        busy={false}
        canManage
        onReconnect={() => {}}
        onDisconnect={() => {}}
      />,
    );
    expect(
      screen.getByText('Connected 25 Nov 2026, 14:05 CET · Last sync 25 Nov 2026, 14:20 CET'),
    ).toBeInTheDocument();
  });

  it("prints a Japanese store's in Asia/Tokyo", () => {
    renderWithProviders(
      <StoreCard
        store={store('A1VC38T7YXB528', 'Japan')}
        busy={false}
        canManage
        onReconnect={() => {}}
        onDisconnect={() => {}}
      />,
    );
    expect(screen.getByText(/^Connected 25 Nov 2026, 22:05 GMT\+9 · /)).toBeInTheDocument();
  });
});
