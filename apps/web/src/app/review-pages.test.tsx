import { REVIEW_ROUTES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DE_STORE, mockShellApi, US_STORE } from '../features/shell/testing/mock-shell-api';
import { storeSession } from '../lib/session/test-fixtures';
import { renderWithProviders } from '../test/render';
import { dashboard } from '../test/review-fixtures';
import { routes } from './routes';

// The review pages inside the real shell: every call names the current store (channel_id), and choosing
// another store refetches for it.

afterEach(() => vi.unstubAllGlobals());

describe('review pages in the shell', () => {
  it('asks for the current store, and asks again for the store the user switches to', async () => {
    const shell = mockShellApi({ channels: [US_STORE, DE_STORE], current: US_STORE });
    const dashboardCalls: string[] = [];
    shell.use({
      'GET /api/review/dashboard': (_body, url) => {
        const id = url.searchParams.get('channel_id') ?? '';
        dashboardCalls.push(id);
        return {
          error: false,
          data: dashboard({ average_rating: id === DE_STORE.channel_id ? 4.81 : 4.37 }),
        };
      },
    });
    storeSession({
      current_channel_info: { seller_id: US_STORE.seller_id, marketplace_id: US_STORE.market_id },
    });
    const router = createMemoryRouter(routes, { initialEntries: [REVIEW_ROUTES.dashboard] });
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByText('4.37')).toBeInTheDocument();
    expect(dashboardCalls).toEqual([US_STORE.channel_id]);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Store: Analytical Engines, United States' }));
    const list = within(await screen.findByRole('dialog', { name: /^Store: / }));
    await user.click(list.getByRole('button', { name: 'Germany' }));

    expect(await screen.findByText('4.81')).toBeInTheDocument();
    await waitFor(() => expect(dashboardCalls.at(-1)).toBe(DE_STORE.channel_id));
  });
});
