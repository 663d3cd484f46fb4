import {
  CONSENT_PAGE_LOAD_DELAY_MS,
  CONSENT_POPUP_POLL_MS,
  CONSENT_WAIT_TIMEOUT_MS,
  DISCONNECT_MESSAGES,
  IMPORT_STAGE_REASONS,
  PUBLIC_ROUTES,
  REVIEW_ROUTES,
  type TIntegrationStatusItem,
  type TServerUserInfo,
} from '@seller-tools/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMED_OUT_MESSAGE, TIMED_OUT_TITLE, WAITING_TITLE } from '../../../lib/amazon-connect';
import {
  fakePopup,
  fakePopupPair,
  setUpConsentFlowTimers,
} from '../../../lib/amazon-connect/testing/fake-popup';
import { hideToast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { codeListHandler, jsonResponse, type TMockHandler } from '../../../test/mock-api';
import { openInShell } from '../../../test/render-in-shell';
import { IntegrationsPage } from './integrations-page';

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';

const store = fixture<TIntegrationStatusItem>(
  ({ market_id: market = US }): TIntegrationStatusItem => ({
    channel_id: `ch-${market}`,
    seller_id: 'A2HARBOR',
    market_id: US,
    country_code: 'us',
    country_name: 'United States',
    region: 'North America',
    status: 'connected',
    signup_step: 'done',
    connected_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-06T10:00:00.000Z',
    stages: [
      {
        stage: 'catalogue',
        status: 'done',
        counts: { products: 12 },
        reason: null,
        started_at: '2026-01-05T10:00:00.000Z',
        finished_at: '2026-01-05T10:05:00.000Z',
      },
      {
        stage: 'orders',
        status: 'failed',
        counts: { orders: 40 },
        reason: 'amazon_network',
        started_at: '2026-01-05T10:00:00.000Z',
        finished_at: null,
      },
    ],
    ads: { connected: false, profile_id: null, account_name: null },
  }),
);

const UK_STORE = store({
  channel_id: 'ch-uk',
  market_id: UK,
  country_code: 'uk',
  country_name: 'United Kingdom',
  region: 'Europe',
  status: 'reconnect-needed',
});

const STATE_ISSUED = {
  error: false,
  data: { state: 'state-1', consent_url: 'https://consent.example/x', expires_at: '2030-01-01T00:00:00Z' },
};
const returnUrl = (sellerId: string) =>
  `http://localhost${PUBLIC_ROUTES.amazonAuthReturn}?state=state-1&selling_partner_id=${sellerId}&spapi_oauth_code=code-1`;

function setup(
  stores: TIntegrationStatusItem[] | (() => unknown),
  extra: Record<string, TMockHandler> = {},
  signedIn: Partial<TServerUserInfo> = {},
) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const api = openInShell(<IntegrationsPage />, {
    path: REVIEW_ROUTES.settingsIntegrations,
    session: signedIn,
    api: {
      'GET /api/market/amazon/integration/status': () =>
        typeof stores === 'function' ? stores() : { error: false, data: stores },
      'GET /api/code/common': codeListHandler,
      'POST /api/market/amazon/state': () => STATE_ISSUED,
      ...extra,
    },
  });
  return { ...api, user };
}

/** A store entry (GET/PUT of the current store) of the seller A2HARBOR. */
function channelOf(marketId: string, countryCode: string, countryName: string) {
  return {
    channel_id: `ch-${marketId}`,
    seller_id: 'A2HARBOR',
    company_name: 'Harbor Goods',
    market_id: marketId,
    country_code: countryCode,
    country_name: countryName,
    default_marketplace_id: marketId,
    channel_info: { code: marketId, value_2: countryCode },
    channel_store: `Amazon ${countryName}`,
    isFavorite: false,
    status: 'connected',
    signup_step: 'done',
    connected_at: '2026-01-05T10:00:00.000Z',
  };
}

/** The popup comes back from Amazon with the consent of `sellerId`. */
async function consentAs(fake: ReturnType<typeof fakePopup>, sellerId: string) {
  await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
  expect(fake.assigned).toEqual([STATE_ISSUED.data.consent_url]);
  fake.returnTo(returnUrl(sellerId));
  await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS * 2));
}

setUpConsentFlowTimers();
afterEach(() => hideToast());

/** The page with a US store and the UK one to reconnect, whose consent Amazon gives: Reconnect clicked. */
async function reconnectUkStore() {
  const page = setup([store(), UK_STORE], {
    'POST /api/market/amazon': () => ({
      error: false,
      data: { seller_id: 'A2HARBOR', marketplace_id: UK, signup_step: 'complete' },
    }),
  });
  const uk = await screen.findByRole('article', { name: /United Kingdom/ });
  await page.user.click(within(uk).getByRole('button', { name: 'Reconnect' }));
  return page;
}

describe('/settings/integrations', () => {
  it('lists each store with its status, import stages, last sync and errors', async () => {
    setup([store(), UK_STORE]);
    const us = await screen.findByRole('article', { name: 'Amazon United States · A2HARBOR' });
    expect(within(us).getByText('Sync errors')).toBeInTheDocument();
    expect(within(us).getByText('12 products')).toBeInTheDocument();
    expect(within(us).getByText(IMPORT_STAGE_REASONS.amazon_network as string)).toBeInTheDocument();
    expect(within(us).getByText(/Last sync 5 Jan 2026, \d{2}:\d{2}/)).toBeInTheDocument();
    expect(within(us).queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    const uk = screen.getByRole('article', { name: 'Amazon United Kingdom · A2HARBOR' });
    expect(within(uk).getByText('Reconnect needed')).toBeInTheDocument();
    expect(within(uk).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
  });

  it('shows a member the stores without the connect, reconnect and disconnect only an admin may use', async () => {
    setup([store(), UK_STORE], {}, { is_company_admin: false });
    const uk = await screen.findByRole('article', { name: 'Amazon United Kingdom · A2HARBOR' });
    expect(within(uk).getByText(/Ask a company administrator to reconnect it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect marketplace' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Only a company administrator can connect or disconnect them/),
    ).toBeInTheDocument();
  });

  it('tells a member with no store to ask an admin', async () => {
    setup([], {}, { is_company_admin: false });
    expect(await screen.findByText('No store connected')).toBeInTheDocument();
    expect(
      screen.getByText('Ask a company administrator to connect an Amazon seller account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect marketplace' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to connect', async () => {
    setup([]);
    expect(await screen.findByText('No store connected')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Connect marketplace' })).toHaveLength(2);
  });

  it("shows the server's message when the stores cannot be loaded, and retries", async () => {
    let calls = 0;
    const { user } = setup(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ error: true, message: 'Something broke.' }, 500)
        : { error: false, data: [store()] };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stores could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /United States/ })).toBeInTheDocument();
  });

  it('disconnects a store after a confirmation naming it, saying its data is kept', async () => {
    let stores = [store(), UK_STORE];
    const { user, callsTo } = setup(() => ({ error: false, data: stores }), {
      'PUT /api/market/amazon/market': (body) => {
        stores = [store()];
        const { seller_id, code } = body as { seller_id: string; code: string };
        return {
          error: false,
          message: DISCONNECT_MESSAGES.disconnected,
          data: { seller_id, marketplace_id: code, del_yn: 'Y', disconnected_at: '2026-01-07T00:00:00Z' },
        };
      },
    });
    const uk = await screen.findByRole('article', { name: /United Kingdom/ });
    await user.click(within(uk).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Disconnect Amazon United Kingdom (A2HARBOR)?',
    });
    expect(dialog).toHaveTextContent(/Everything imported so far is kept/);
    expect(callsTo('PUT', '/api/market/amazon/market')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(callsTo('PUT', '/api/market/amazon/market')).toHaveLength(1));
    expect(callsTo('PUT', '/api/market/amazon/market')[0]?.body).toMatchObject({
      seller_id: 'A2HARBOR',
      code: UK,
      del_yn: 'Y',
      admin_email: 'ada@example.com',
    });
    expect(await screen.findByText(DISCONNECT_MESSAGES.disconnected)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /United Kingdom/ })).not.toBeInTheDocument(),
    );
    // Spec §4: the toast stays until dismissed.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText(DISCONNECT_MESSAGES.disconnected)).toBeInTheDocument();
  });

  it('connects another marketplace through the consent popup as the signed-in user', async () => {
    const fake = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(fake.popup as unknown as Window);
    let stores = [store()];
    const { user, callsTo } = setup(() => ({ error: false, data: stores }), {
      'POST /api/market/amazon': () => {
        stores = [store(), { ...UK_STORE, status: 'connected', signup_step: 'importing', stages: [] }];
        return {
          error: false,
          message: 'Your Amazon seller account is connected.',
          data: { seller_id: 'A2HARBOR', marketplace_id: UK, signup_step: 'complete' },
        };
      },
      'GET /api/market/channel': () => ({ error: false, data: channelOf(US, 'us', 'United States') }),
      'PUT /api/market/user/channel': () => ({ error: false, data: channelOf(UK, 'uk', 'United Kingdom') }),
    });
    await screen.findByRole('article', { name: /United States/ });
    await user.click(screen.getByRole('button', { name: 'Connect marketplace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a marketplace' });
    const connect = within(dialog).getByRole('button', { name: 'Connect' });
    expect(connect).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: /Europe/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Marketplace' }));
    await user.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    await user.click(connect);

    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(1));
    // The Bearer session proves who asks: no sign-up email or token.
    const stateBody = callsTo('POST', '/api/market/amazon/state')[0]?.body as Record<string, unknown>;
    expect(stateBody).toMatchObject({ code: UK });
    expect(stateBody).not.toHaveProperty('signup_token');
    expect(screen.getByText('Waiting for Amazon…')).toBeInTheDocument();
    await consentAs(fake, 'A2HARBOR');
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon')).toHaveLength(1));
    expect(callsTo('POST', '/api/market/amazon')[0]?.body).toMatchObject({
      admin_email: 'ada@example.com',
      seller_id: 'A2HARBOR',
      sp_api_auth_code: 'code-1',
      code: UK,
      state: 'state-1',
    });
    expect(fake.popup.close).toHaveBeenCalled();
    expect(await screen.findByRole('article', { name: /United Kingdom/ })).toHaveTextContent('Importing');

    // The current store stays the US one; the toast offers the new one, and stays until answered.
    const offer = await screen.findByText('Switch to Amazon United Kingdom (A2HARBOR)?');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(offer).toBeInTheDocument();
    expect(callsTo('PUT', '/api/market/user/channel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(callsTo('PUT', '/api/market/user/channel')).toHaveLength(1));
    expect(callsTo('PUT', '/api/market/user/channel')[0]?.body).toMatchObject({
      channel_info: { seller_id: 'A2HARBOR', market_id: UK },
    });
    expect(await screen.findByText('Switched to Amazon United Kingdom (A2HARBOR).')).toBeInTheDocument();
  });

  it("connects a store's advertising through Login with Amazon, and the store shows it connected", async () => {
    const fake = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(fake.popup as unknown as Window);
    let stores = [store()];
    const ads = { connected: true, profile_id: '3456789012345678', account_name: 'Harbor Goods' };
    const { user, callsTo } = setup(() => ({ error: false, data: stores }), {
      'POST /api/market/amazon/ads/state': () => STATE_ISSUED,
      'POST /api/market/amazon/ads': () => {
        stores = [store({ ads })];
        return { error: false, message: 'Advertising is connected.', data: ads };
      },
    });
    const us = await screen.findByRole('article', { name: /United States/ });
    expect(within(us).getByText('Advertising not connected')).toBeInTheDocument();
    await user.click(within(us).getByRole('button', { name: 'Connect advertising' }));
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/ads/state')).toHaveLength(1));
    expect(callsTo('POST', '/api/market/amazon/ads/state')[0]?.body).toMatchObject({
      channel_id: 'ch-ATVPDKIKX0DER',
    });
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    // Login with Amazon returns `code` and `scope`, not Seller Central's spapi_oauth_code.
    fake.returnTo(
      `http://localhost${PUBLIC_ROUTES.amazonAuthReturn}?code=ads-code&scope=advertising%3A%3Acampaign_management&state=state-1`,
    );
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS * 2));
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/ads')).toHaveLength(1));
    expect(callsTo('POST', '/api/market/amazon/ads')[0]?.body).toMatchObject({
      channel_id: 'ch-ATVPDKIKX0DER',
      code: 'ads-code',
      state: 'state-1',
    });
    expect(await screen.findByText('Advertising connected')).toBeInTheDocument();
    expect(screen.getByText('Harbor Goods · profile 3456789012345678')).toBeInTheDocument();
  });

  it('gives up waiting after the timeout with a message, and Try again reconnects the same store', async () => {
    const { first: stuck, second, open } = fakePopupPair();
    const { user, callsTo } = await reconnectUkStore();
    expect(await screen.findByRole('dialog', { name: WAITING_TITLE })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS + CONSENT_WAIT_TIMEOUT_MS));

    const timedOut = await screen.findByRole('dialog', { name: TIMED_OUT_TITLE });
    expect(within(timedOut).getByText(TIMED_OUT_MESSAGE)).toBeInTheDocument();
    expect(stuck.popup.close).toHaveBeenCalled();
    await user.click(within(timedOut).getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    second.returnTo(returnUrl('A2HARBOR'));
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS * 2));
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon')).toHaveLength(1));
    expect(callsTo('POST', '/api/market/amazon')[0]?.body).toMatchObject({ seller_id: 'A2HARBOR', code: UK });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: WAITING_TITLE })).not.toBeInTheDocument(),
    );
  });

  it('reconnects a store for its own seller, and refuses the consent of another seller', async () => {
    const fake = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(fake.popup as unknown as Window);
    const { callsTo } = await reconnectUkStore();
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(1));
    const stateBody = callsTo('POST', '/api/market/amazon/state')[0]?.body as Record<string, unknown>;
    expect(stateBody).toMatchObject({ code: UK });
    expect(stateBody).not.toHaveProperty('signup_token');
    await consentAs(fake, 'B9SOMEONEELSE');
    expect(await screen.findByText(/different Amazon seller account/)).toBeInTheDocument();
    expect(callsTo('POST', '/api/market/amazon')).toHaveLength(0);
  });

  it('offers the marketplaces the account sells in when Amazon says it does not sell in the chosen one', async () => {
    const { first, open } = fakePopupPair();
    const DE = 'A1PA6795UKMFR9';
    const FR = 'A13V1IB3VIYZZH';
    const refusal =
      'This Amazon account does not sell in United Kingdom. It sells in Germany and France: connect one of those instead (one authorization covers them all).';
    const { user, callsTo } = setup([store(), UK_STORE], {
      'POST /api/market/amazon': () => ({
        error: true,
        message: refusal,
        data: {
          marketplaces: [
            { code: DE, name: 'Germany' },
            { code: FR, name: 'France' },
          ],
        },
      }),
    });
    const uk = await screen.findByRole('article', { name: /United Kingdom/ });
    await user.click(within(uk).getByRole('button', { name: 'Reconnect' }));
    await consentAs(first, 'A2HARBOR');
    const offer = await screen.findByRole('dialog', { name: 'Connect Amazon' });
    expect(within(offer).getByText(refusal)).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Connect France' })).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Connect Germany' }));
    // One click: the consent starts again, for Germany.
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(2));
    expect(callsTo('POST', '/api/market/amazon/state')[1]?.body).toMatchObject({ code: DE });
  });
});
