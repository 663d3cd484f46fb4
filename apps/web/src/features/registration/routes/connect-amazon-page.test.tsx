import {
  CONSENT_PAGE_LOAD_DELAY_MS,
  CONSENT_POPUP_POLL_MS,
  CONSENT_WAIT_TIMEOUT_MS,
  DATA_PRIVACY_VIDEO,
  MODAL_TITLES,
  PUBLIC_ROUTES,
} from '@seller-tools/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_WINDOW_NAME,
  TIMED_OUT_MESSAGE,
  TIMED_OUT_TITLE,
  WAITING_TITLE,
} from '../../../lib/amazon-connect';
import {
  fakePopup,
  fakePopupPair,
  setUpConsentFlowTimers,
} from '../../../lib/amazon-connect/testing/fake-popup';
import { expectLinks } from '../../../test/links';
import { expectLazyVideo } from '../../../test/videos';
import { saveDraft } from '../draft';
import { saveMarketChoice } from '../market-choice';
import {
  codeListHandler,
  mockApi,
  networkFailure,
  type TMockHandler,
  VERIFIED_DRAFT,
} from '../testing/mock-api';
import { renderRegistration } from '../testing/render-registration';
import { POPUP_BLOCKED_MESSAGE } from '../use-amazon-connect';

const CONSENT_URL = 'https://sellercentral.example.com/apps/authorize/consent?state=state-1';
const RETURN_URL = `http://localhost${PUBLIC_ROUTES.amazonAuthReturn}?state=state-1&selling_partner_id=A2SELLER&spapi_oauth_code=oauth-code-1`;
const STATE_ISSUED = {
  error: false,
  data: { state: 'state-1', consent_url: CONSENT_URL, expires_at: '2030-01-01T00:00:00.000Z' },
};
const CONNECTED = {
  error: false,
  data: { seller_id: 'A2SELLER', marketplace_id: 'ATVPDKIKX0DER', signup_step: 'connect' },
};

function setup(handlers: Record<string, TMockHandler> = {}) {
  saveDraft(VERIFIED_DRAFT);
  const api = mockApi({
    'GET /api/code/common': codeListHandler,
    'POST /api/market/amazon/state': () => STATE_ISSUED,
    'POST /api/market/amazon': () => CONNECTED,
    ...handlers,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderRegistration(PUBLIC_ROUTES.registerConnectAmazon, PUBLIC_ROUTES.registerVerifyEmail);
  return { ...api, ...view, user };
}

const connectButton = () => screen.getByRole('button', { name: 'Connect' });

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseUnitedStates(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: /which amazon account/i });
  await choose(user, 'Region', /North America/);
  await choose(user, 'Marketplace', /United States/);
}

/** Connect, then Confirm in the dialog; the popup opens inside that click. */
async function confirmConnect(user: ReturnType<typeof userEvent.setup>) {
  await user.click(connectButton());
  const dialog = await screen.findByRole('dialog', { name: 'Connect your Amazon account' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** Opens the consent popup (a fake) as a seller does: the United States, Connect, then Confirm. */
async function startConsent(handlers: Record<string, TMockHandler> = {}) {
  const fake = fakePopup();
  const open = vi.spyOn(window, 'open').mockReturnValue(fake.popup as unknown as Window);
  const view = setup(handlers);
  await chooseUnitedStates(view.user);
  await confirmConnect(view.user);
  return { ...view, fake, open };
}

setUpConsentFlowTimers();

/** The flow gave up quietly: no dialog, still on the connect step, Connect available again. */
function expectBackOnConnectPage(router: { state: { location: { pathname: string } } }) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerConnectAmazon);
  expect(connectButton()).toBeEnabled();
}

describe('/register/connect/amazon', () => {
  it('shows the breadcrumb, the help links and the policy links', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: /which amazon account/i });
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(steps).toHaveTextContent(/Verify Email.*Connect/);
    expectLinks({
      'Privacy Policy': PUBLIC_ROUTES.privacyPolicy,
      'Terms of Service': PUBLIC_ROUTES.termsOfService,
    });
  });

  it.each([
    ['Why We Ask to Connect?', 'Why we ask to connect', /official Selling Partner API/],
    ['Data Privacy', 'Data privacy', /never change your listings or message buyers/],
    [DATA_PRIVACY_VIDEO.title, DATA_PRIVACY_VIDEO.title, /Manage\s+Your Apps/],
  ])('%s opens a dialog that explains', async (trigger, title, text) => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: /which amazon account/i });
    await user.click(screen.getByRole('button', { name: trigger }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
  });

  it('the data privacy video plays in its dialog: lazy, with its poster, source and captions', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: /which amazon account/i });
    // Nothing of the video is on the page before the dialog opens.
    expect(document.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: DATA_PRIVACY_VIDEO.title }));
    const dialog = await screen.findByRole('dialog', { name: DATA_PRIVACY_VIDEO.title });
    expectLazyVideo(
      within(dialog).getByLabelText(`${DATA_PRIVACY_VIDEO.title} video`),
      DATA_PRIVACY_VIDEO.id,
    );
  });

  it('enables Connect only when a region and a marketplace are chosen', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: /which amazon account/i });
    expect(connectButton()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Marketplace' })).toBeDisabled();
    await choose(user, 'Region', /North America/);
    expect(connectButton()).toBeDisabled();
    await choose(user, 'Marketplace', /United States/);
    expect(connectButton()).toBeEnabled();
  });

  it('reloads the marketplaces by region name when the region changes', async () => {
    const { user, callsTo } = setup();
    await screen.findByRole('heading', { level: 1, name: /which amazon account/i });
    await choose(user, 'Region', /North America/);
    await user.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    // Each option shows the name and its secondary label (value_7).
    expect(await screen.findByRole('option', { name: /United States/ })).toHaveTextContent('amazon.com');
    await user.click(screen.getByRole('option', { name: /Canada/ }));
    expect(connectButton()).toBeEnabled();

    await choose(user, 'Region', /Europe/);
    expect(screen.getByRole('combobox', { name: 'Marketplace' })).toHaveValue('');
    expect(connectButton()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Marketplace' }));
    expect(await screen.findByRole('option', { name: /United Kingdom/ })).toHaveTextContent('amazon.co.uk');
    expect(screen.queryByRole('option', { name: /United States/ })).not.toBeInTheDocument();

    const marketplaceQueries = callsTo('GET', '/api/code/common')
      .filter((call) => call.url.searchParams.get('class') === 'AMZ_MARKET_CHANNEL')
      .map((call) => call.url.searchParams.get('value_1'));
    expect(marketplaceQueries).toEqual(['North America', 'Europe']);
  });

  it('starts with the marketplace chosen on /market-select', async () => {
    saveMarketChoice({ regionCode: 'NA', marketplaceCode: 'A2EUQ1WTGCTBG2' });
    setup();
    await screen.findByRole('heading', { level: 1, name: /which amazon account/i });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Marketplace' })).toHaveValue('Canada'));
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('North America');
    expect(connectButton()).toBeEnabled();
  });

  it('selects only the region when the chosen marketplace is no longer listed', async () => {
    saveMarketChoice({ regionCode: 'EU', marketplaceCode: 'GONE' });
    setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Europe'));
    expect(screen.getByRole('combobox', { name: 'Marketplace' })).toHaveValue('');
    expect(connectButton()).toBeDisabled();
  });

  it('applies the choice once: the user can change it afterwards', async () => {
    saveMarketChoice({ regionCode: 'NA', marketplaceCode: 'A2EUQ1WTGCTBG2' });
    const { user } = setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Marketplace' })).toHaveValue('Canada'));
    await choose(user, 'Region', /Europe/);
    await choose(user, 'Marketplace', /United Kingdom/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Europe');
    expect(screen.getByRole('combobox', { name: 'Marketplace' })).toHaveValue('United Kingdom');
  });

  it('asks for confirmation showing the region and marketplace', async () => {
    const { user } = setup();
    await chooseUnitedStates(user);
    await user.click(connectButton());
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Amazon account' });
    expect(within(dialog).getByText('North America')).toBeInTheDocument();
    expect(within(dialog).getByText('United States')).toBeInTheDocument();
    expect(within(dialog).getByText('amazon.com')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('runs the consent popup and connects the store, then goes to /register/complete', async () => {
    const { callsTo, router, fake, open } = await startConsent();

    expect(open).toHaveBeenCalledWith('', CONSENT_WINDOW_NAME, expect.stringMatching(/width=\d+,height=\d+/));
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(1));
    expect(callsTo('POST', '/api/market/amazon/state')[0]?.body).toEqual({
      email: 'jane@gmail.com',
      signup_token: 'signup-token-1',
      code: 'ATVPDKIKX0DER',
    });
    // The consent page loads a second after the popup opened, not at once.
    expect(fake.assigned).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    expect(fake.assigned).toEqual([CONSENT_URL]);
    expect(screen.getByText('Waiting for Amazon…')).toBeInTheDocument();

    // Polling while the popup shows Amazon reads nothing; the return address carries the code.
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS * 5));
    expect(callsTo('POST', '/api/market/amazon')).toHaveLength(0);
    fake.returnTo(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS));

    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerComplete));
    expect(router.state.location.state).toEqual({ from: PUBLIC_ROUTES.registerConnectAmazon });
    expect(fake.popup.close).toHaveBeenCalled();
    expect(callsTo('POST', '/api/market/amazon')[0]?.body).toEqual({
      admin_email: 'jane@gmail.com',
      seller_id: 'A2SELLER',
      sp_api_auth_code: 'oauth-code-1',
      code: 'ATVPDKIKX0DER',
      moduleType: 'review',
      state: 'state-1',
    });
  });

  it('waits in a dialog of its own, in front of the form rather than over its fields (issue 15)', async () => {
    const { user, fake } = await startConsent();
    const waiting = await screen.findByRole('dialog', { name: WAITING_TITLE });
    expect(within(waiting).getByRole('status')).toHaveTextContent(/Approve the connection/);
    await user.click(within(waiting).getByRole('button', { name: 'Show window' }));
    expect(fake.popup.focus).toHaveBeenCalled();
    await user.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: WAITING_TITLE })).not.toBeInTheDocument(),
    );
    expect(fake.popup.close).toHaveBeenCalled();
    expect(connectButton()).toBeEnabled();
  });

  it('gives up when Amazon never answers, closes the popup, and Try again opens it again', async () => {
    // The first popup sits on a page that can never hand back (e.g. a return to another origin).
    const { first: stuck, second, open } = fakePopupPair();
    const { user, callsTo, router } = setup();
    await chooseUnitedStates(user);
    await confirmConnect(user);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    // (A second short of the limit: the fake clock also moves with real time.)
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_WAIT_TIMEOUT_MS - 1000));
    expect(screen.getByRole('dialog', { name: WAITING_TITLE })).toBeInTheDocument();
    expect(stuck.popup.close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    const timedOut = await screen.findByRole('dialog', { name: TIMED_OUT_TITLE });
    expect(within(timedOut).getByText(TIMED_OUT_MESSAGE)).toBeInTheDocument();
    expect(TIMED_OUT_MESSAGE).toContain('5 minutes');
    expect(stuck.popup.close).toHaveBeenCalled();
    expect(callsTo('POST', '/api/market/amazon')).toHaveLength(0);

    await user.click(within(timedOut).getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
    await screen.findByRole('dialog', { name: WAITING_TITLE });
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(2));
    expect(callsTo('POST', '/api/market/amazon/state')[1]?.body).toEqual({
      email: 'jane@gmail.com',
      signup_token: 'signup-token-1',
      code: 'ATVPDKIKX0DER',
    });
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    second.returnTo(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerComplete));
  });

  it('Cancel after a time-out returns to the form', async () => {
    const { user } = await startConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS + CONSENT_WAIT_TIMEOUT_MS));
    const timedOut = await screen.findByRole('dialog', { name: TIMED_OUT_TITLE });
    await user.click(within(timedOut).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(connectButton()).toBeEnabled();
  });

  it('cancels quietly when the popup is closed', async () => {
    const { callsTo, router, fake } = await startConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    fake.closeByUser();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS));

    await waitFor(() => expect(screen.queryByText('Waiting for Amazon…')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/market/amazon')).toHaveLength(0);
    expectBackOnConnectPage(router);
  });

  it('treats a denied consent as a cancel', async () => {
    const { callsTo, fake } = await startConsent();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    fake.returnTo(`http://localhost${PUBLIC_ROUTES.amazonAuthReturn}?error=access_denied&state=state-1`);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS));
    await waitFor(() => expect(fake.popup.close).toHaveBeenCalled());
    expect(callsTo('POST', '/api/market/amazon')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a connect error in the Connect Amazon dialog', async () => {
    const { router, fake } = await startConsent({
      'POST /api/market/amazon': () => ({ error: true, message: 'Amazon did not accept the authorization.' }),
    });
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    fake.returnTo(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS));
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.connectAmazon });
    expect(within(dialog).getByText('Amazon did not accept the authorization.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerConnectAmazon);
  });

  it('only hides the waiting state when the connection fails on the network (spec §8)', async () => {
    const { callsTo, router, fake } = await startConsent({
      'POST /api/market/amazon': networkFailure,
    });
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    fake.returnTo(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS));

    await waitFor(() => expect(callsTo('POST', '/api/market/amazon')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Waiting for Amazon…')).not.toBeInTheDocument());
    expectBackOnConnectPage(router);
  });

  it('closes the popup and shows the message when no state is issued', async () => {
    const { fake } = await startConsent({
      'POST /api/market/amazon/state': () => ({
        error: true,
        message: 'Your email verification has expired.',
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.connectAmazon });
    expect(within(dialog).getByText('Your email verification has expired.')).toBeInTheDocument();
    expect(fake.popup.close).toHaveBeenCalled();
    expect(fake.assigned).toEqual([]);
  });

  it('says so when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, callsTo } = setup();
    await chooseUnitedStates(user);
    await confirmConnect(user);
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.connectAmazon });
    expect(within(dialog).getByText(POPUP_BLOCKED_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(0);
  });

  it('offers a Connect button for each marketplace the account sells in when the chosen one is refused', async () => {
    const { first, open } = fakePopupPair();
    const refusal =
      'This Amazon account does not sell in United States. It sells in United Kingdom and Germany: connect one of those instead (one authorization covers them all).';
    const { user, callsTo } = setup({
      'POST /api/market/amazon': () => ({
        error: true,
        message: refusal,
        data: {
          marketplaces: [
            { code: 'A1F83G8C2ARO7P', name: 'United Kingdom' },
            { code: 'A1PA6795UKMFR9', name: 'Germany' },
          ],
        },
      }),
    });
    await chooseUnitedStates(user);
    await confirmConnect(user);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_PAGE_LOAD_DELAY_MS));
    first.returnTo(RETURN_URL);
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POPUP_POLL_MS * 2));

    const offer = await screen.findByRole('dialog', { name: MODAL_TITLES.connectAmazon });
    expect(within(offer).getByText(refusal)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Connect United Kingdom' }));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(callsTo('POST', '/api/market/amazon/state')).toHaveLength(2));
    expect(callsTo('POST', '/api/market/amazon/state')[1]?.body).toMatchObject({
      email: 'jane@gmail.com',
      signup_token: 'signup-token-1',
      code: 'A1F83G8C2ARO7P',
    });
  });
});
