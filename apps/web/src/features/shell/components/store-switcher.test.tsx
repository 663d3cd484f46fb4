import {
  FAVORITE_CHANNEL_CONFIG_NAME,
  SHELL_LABELS,
  STORE_DROPDOWN_WIDTH_PX,
  STORE_LIST_MAX_HEIGHT_PX,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '../../../lib/storage';
import { channel, DE_STORE, US_STORE } from '../testing/mock-shell-api';
import { openShell } from '../testing/render-shell';

const UK = channel({
  seller_id: 'B2SELLER',
  market_id: 'A1F83G8C2ARO7P',
  country_code: 'uk',
  country_name: 'United Kingdom',
  company_name: 'Babbage Brothers',
});

function setup() {
  const { api, router } = openShell('/dashboard', {
    api: { channels: [US_STORE, DE_STORE, UK], current: US_STORE },
    session: {
      current_channel_info: { seller_id: US_STORE.seller_id, marketplace_id: US_STORE.market_id },
    },
  });
  return { api, router, user: userEvent.setup() };
}

async function openSwitcher(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Store: Analytical Engines, United States' }));
  return within(await screen.findByRole('dialog', { name: /^Store: / }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('store switcher', () => {
  it('groups the stores by company name', async () => {
    const { user } = setup();
    const list = await openSwitcher(user);
    const groups = list.getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Analytical Engines',
      'Babbage Brothers',
    ]);
    expect(
      within(groups[0] as HTMLElement).getAllByRole('button', { name: /^(Germany|United States)$/ }),
    ).toHaveLength(2);
    expect(list.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-current', 'true');
  });

  it('searches company and marketplace names case-insensitively', async () => {
    const { user } = setup();
    const list = await openSwitcher(user);
    const search = list.getByRole('textbox', { name: 'Search stores by company or marketplace' });
    await user.type(search, 'bABBage');
    expect(list.getAllByRole('region').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Babbage Brothers',
    ]);
    // A marketplace finds its stores, in every company that sells there.
    await user.clear(search);
    await user.type(search, 'GERMANY');
    expect(list.getAllByRole('region').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Analytical Engines',
    ]);
    expect(list.getAllByRole('button', { name: /^(Germany|United States|United Kingdom)$/ })).toHaveLength(1);
    expect(list.getByRole('button', { name: 'Germany' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'united');
    expect(list.getAllByRole('region').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Analytical Engines',
      'Babbage Brothers',
    ]);
    await user.clear(search);
    await user.type(search, 'japan');
    expect(list.queryAllByRole('region')).toHaveLength(0);
    expect(list.getByText('No store matches "japan".')).toBeInTheDocument();
  });

  it('moves a new favourite to the top at once, its company first', async () => {
    const { user } = setup();
    const list = await openSwitcher(user);
    const order = () =>
      list
        .getAllByRole('button', { name: /^(Germany|United States|United Kingdom)$/ })
        .map((b) => b.textContent);
    expect(order()).toEqual(['Germany', 'United States', 'United Kingdom']);

    await user.click(list.getByRole('button', { name: 'Favourite: Babbage Brothers, United Kingdom' }));
    expect(order()).toEqual(['United Kingdom', 'Germany', 'United States']);
    expect(list.getAllByRole('region').map((g) => g.getAttribute('aria-label'))).toEqual([
      'Babbage Brothers',
      'Analytical Engines',
    ]);

    await user.click(list.getByRole('button', { name: 'Favourite: Analytical Engines, United States' }));
    // Both companies have a favourite now: companies by name, each favourite first.
    expect(order()).toEqual(['United States', 'Germany', 'United Kingdom']);
  });

  it('selects a store: saves it, keeps it locally, closes the dropdown and refetches the first date', async () => {
    const { api, user } = setup();
    const list = await openSwitcher(user);
    await waitFor(() => expect(api.callsTo('GET', '/api/market/account/product/first-date')).toHaveLength(1));

    await user.click(list.getByRole('button', { name: 'United Kingdom' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PUT', '/api/market/user/channel')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/market/user/channel')[0]?.body).toMatchObject({
      channel_info: { seller_id: 'B2SELLER', market_id: 'A1F83G8C2ARO7P' },
      moduleType: 'review',
    });
    expect(
      await screen.findByRole('button', { name: 'Store: Babbage Brothers, United Kingdom' }),
    ).toBeInTheDocument();
    expect(getUserInfo()).toMatchObject({
      currentSellerId: 'B2SELLER',
      currentMarketId: 'A1F83G8C2ARO7P',
      currentMarketFlag: 'uk',
      currentMarketCompanyName: 'Babbage Brothers',
      currentMarketCountryName: 'United Kingdom',
    });
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/market/account/product/first-date').at(-1);
      expect(last?.query.get('sellerId')).toBe('B2SELLER');
      expect(last?.query.get('marketplaceId')).toBe('A1F83G8C2ARO7P');
    });
  });

  it('saves a favourite star to the favorite_channel config, and removes it again', async () => {
    const { api, user } = setup();
    const list = await openSwitcher(user);
    const star = list.getByRole('button', { name: 'Favourite: Analytical Engines, Germany' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.callsTo('PUT', '/api/user/config')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/user/config')[0]?.body).toMatchObject({
      name: FAVORITE_CHANNEL_CONFIG_NAME,
      config_id: 'cfg-1',
      data: [{ seller_id: 'A1SELLER', market_id: 'A1PA6795UKMFR9' }],
    });
    // Starring does not select the store or close the list.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/market/user/channel')).toHaveLength(0);

    await user.click(star);
    await waitFor(() => expect(api.callsTo('PUT', '/api/user/config')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/user/config')[1]?.body).toMatchObject({ data: [] });
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the saved favourites on load', async () => {
    openShell('/dashboard', {
      api: {
        channels: [US_STORE, DE_STORE],
        current: US_STORE,
        favorites: [{ seller_id: 'A1SELLER', market_id: 'A1PA6795UKMFR9' }],
      },
    });
    const list = await openSwitcher(userEvent.setup());
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Favourite: Analytical Engines, Germany' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('"Add New Channel" goes to /settings/integrations', async () => {
    const { router, user } = setup();
    const list = await openSwitcher(user);
    await user.click(list.getByRole('button', { name: SHELL_LABELS.addNewChannel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/integrations'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

// Mantine writes px sizes as rem (16 px each), scaled by the theme's --mantine-scale.
function pxOf(style: string | null, property: string): number | null {
  const match = new RegExp(`(?:^|;)\\s*${property}:\\s*calc\\(([\\d.]+)rem`).exec(style ?? '');
  return match?.[1] === undefined ? null : Number(match[1]) * 16;
}

describe('store switcher sizes (spec §9)', () => {
  it(`opens ${STORE_DROPDOWN_WIDTH_PX} px wide with a list at most ${STORE_LIST_MAX_HEIGHT_PX} px high`, async () => {
    expect([STORE_DROPDOWN_WIDTH_PX, STORE_LIST_MAX_HEIGHT_PX]).toEqual([271, 260]);
    const { user } = setup();
    await openSwitcher(user);
    expect(pxOf(screen.getByRole('dialog').getAttribute('style'), 'width')).toBe(271);
    expect(pxOf(screen.getByTestId('store-list').getAttribute('style'), 'max-height')).toBe(260);
  });
});
