import {
  GENERIC_ERROR_MESSAGE,
  MAPPS_LOGIN_PATH,
  MAPPS_MESSAGES,
  MAPPS_REDIRECT_CHECK_PATH,
  PUBLIC_ROUTES,
} from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../components/browser-location';
import { renderPage, stubApi } from '../testing/render-page';
import { MappsLoginPage } from './mapps-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CALLBACK = 'https://app.example.com/seller-tools/callback?board=42';
const ALLOWED = { body: { error: false, data: { origin: 'https://app.example.com' } } };
const SIGNED_IN = {
  body: {
    error: false,
    data: { redirect_url: `${CALLBACK}#access_token=tok&token_type=Bearer&expires_at=x&state=s1` },
  },
};

function open(query: string) {
  renderPage(PUBLIC_ROUTES.mappsLogin, MappsLoginPage, `${PUBLIC_ROUTES.mappsLogin}${query}`);
}

const withRedirect = (redirect: string, state?: string) =>
  `?${new URLSearchParams({ redirect, ...(state ? { state } : {}) })}`;

type TUser = ReturnType<typeof userEvent.setup>;

async function signIn(user: TUser, password = 'Corr3ct!horse') {
  await user.click(await screen.findByRole('textbox', { name: /email/i }));
  await user.paste('ada@example.com');
  await user.click(screen.getByLabelText(/^password/i, { selector: 'input' }));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in and continue' }));
}

describe('/mapps/login', { timeout: 20_000 }, () => {
  it('says at once that a link without a redirect cannot be used, asking nothing and showing no form', () => {
    const api = stubApi({});
    open('');
    expect(screen.getByRole('alert')).toHaveTextContent(MAPPS_MESSAGES.missingRedirect);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This sign-in link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^password/i, { selector: 'input' })).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Sign in for your workspace app | Seller Tools');
  });

  it('shows the server refusal of a disallowed redirect before anything else', async () => {
    const api = stubApi({
      [`GET ${MAPPS_REDIRECT_CHECK_PATH}`]: {
        status: 400,
        body: { error: true, message: MAPPS_MESSAGES.disallowedRedirect },
      },
    });
    open(withRedirect('https://app.example.com.evil.com/cb'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAPPS_MESSAGES.disallowedRedirect);
    expect(screen.queryByLabelText(/^password/i, { selector: 'input' })).not.toBeInTheDocument();
    expect(api.calls[0]?.url).toBe(
      `${MAPPS_REDIRECT_CHECK_PATH}?redirect=${encodeURIComponent('https://app.example.com.evil.com/cb')}`,
    );
  });

  it('offers a retry when the check cannot reach the server', async () => {
    stubApi({ [`GET ${MAPPS_REDIRECT_CHECK_PATH}`]: [new TypeError('Failed to fetch'), ALLOWED] });
    const user = userEvent.setup();
    open(withRedirect(CALLBACK));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^password/i, { selector: 'input' })).toBeInTheDocument();
  });

  it('signs in and leaves for the callback with the session, passing the redirect and state', async () => {
    const api = stubApi({
      [`GET ${MAPPS_REDIRECT_CHECK_PATH}`]: ALLOWED,
      [`POST ${MAPPS_LOGIN_PATH}`]: SIGNED_IN,
    });
    const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    const user = userEvent.setup();
    open(withRedirect(CALLBACK, 's1'));
    expect(await screen.findByText('app.example.com')).toBeInTheDocument();
    await signIn(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Signed in. Taking you back to app.example.com',
    );
    expect(leave).toHaveBeenCalledWith(SIGNED_IN.body.data.redirect_url);
    expect(api.calls[1]).toEqual({
      method: 'POST',
      url: MAPPS_LOGIN_PATH,
      body: { user_name: 'ada@example.com', password: 'Corr3ct!horse', redirect: CALLBACK, state: 's1' },
    });
  });

  it('shows a wrong password and stays', async () => {
    stubApi({
      [`GET ${MAPPS_REDIRECT_CHECK_PATH}`]: ALLOWED,
      [`POST ${MAPPS_LOGIN_PATH}`]: {
        status: 401,
        body: { error: true, message: 'Incorrect email or password.' },
      },
    });
    const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    const user = userEvent.setup();
    open(withRedirect(CALLBACK));
    await signIn(user, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(leave).not.toHaveBeenCalled();
  });

  it('never follows an answer that points anywhere but the checked origin', async () => {
    stubApi({
      [`GET ${MAPPS_REDIRECT_CHECK_PATH}`]: ALLOWED,
      [`POST ${MAPPS_LOGIN_PATH}`]: {
        body: { error: false, data: { redirect_url: 'https://evil.example/cb#access_token=tok' } },
      },
    });
    const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    const user = userEvent.setup();
    open(withRedirect(CALLBACK));
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
    expect(leave).not.toHaveBeenCalled();
  });
});
