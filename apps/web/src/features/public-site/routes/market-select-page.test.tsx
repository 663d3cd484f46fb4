import { MARKET_PRESELECT_PARAMS, PUBLIC_ROUTES } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeListHandler, mockApi, type TMockHandler } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { MarketSelectPage } from './market-select-page';

function setup(codeList: TMockHandler = codeListHandler) {
  const api = mockApi({ 'GET /api/code/common': codeList });
  const router = createMemoryRouter(
    [
      { path: PUBLIC_ROUTES.marketSelect, Component: MarketSelectPage },
      { path: PUBLIC_ROUTES.register, element: <p>Registration</p> },
    ],
    { initialEntries: [PUBLIC_ROUTES.marketSelect] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { ...api, router, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: /^Continue/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/market-select', () => {
  it('lists the regions, then the marketplaces of the chosen region by its name', async () => {
    const { user, callsTo } = setup();
    expect(await screen.findByRole('radio', { name: 'North America' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Europe' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Marketplace/ })).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Europe' }));
    const uk = await screen.findByRole('radio', { name: /United Kingdom/ });
    expect(uk).toHaveTextContent('amazon.co.uk');
    expect(screen.queryByRole('radio', { name: /United States/ })).not.toBeInTheDocument();

    const marketplaceQueries = callsTo('GET', '/api/code/common')
      .filter((call) => call.url.searchParams.get('class') === 'AMZ_MARKET_CHANNEL')
      .map((call) => call.url.searchParams.get('value_1'));
    expect(marketplaceQueries).toEqual(['Europe']);
  });

  it('goes to registration with the region and marketplace codes', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('radio', { name: 'North America' }));
    await user.click(await screen.findByRole('radio', { name: /Canada/ }));
    expect(screen.getByRole('radio', { name: /Canada/ })).toHaveAttribute('aria-checked', 'true');
    expect(continueButton()).toHaveTextContent('Continue with Canada');

    await user.click(continueButton());
    await screen.findByText('Registration');
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.register);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get(MARKET_PRESELECT_PARAMS.region)).toBe('NA');
    expect(params.get(MARKET_PRESELECT_PARAMS.marketplace)).toBe('A2EUQ1WTGCTBG2');
  });

  it('forgets the marketplace when the region changes', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'North America' }));
    await user.click(await screen.findByRole('radio', { name: /United States/ }));
    expect(continueButton()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Europe' }));
    await screen.findByRole('radio', { name: /United Kingdom/ });
    expect(continueButton()).toBeDisabled();
  });

  it('says when the regions cannot be loaded and tries again', async () => {
    let fail = true;
    setup((body, url) => {
      if (fail) return { error: true, message: 'Database unavailable' };
      return codeListHandler(body, url);
    });
    expect(await screen.findByText('Regions could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Europe' })).toBeInTheDocument());
  });

  it('calls the email code what it is, as the verify page does: a 6-digit code (issue 15)', async () => {
    setup();
    expect(await screen.findByText('Enter the 6-digit code we send you.')).toBeInTheDocument();
    expect(screen.queryByText(/six-character/i)).not.toBeInTheDocument();
  });
});
