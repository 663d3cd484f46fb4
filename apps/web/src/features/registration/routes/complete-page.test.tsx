import {
  GENERIC_ERROR_MESSAGE,
  POST_LOGIN_ROUTE,
  PUBLIC_ROUTES,
  REVIEW_ROUTES,
  SIGNUP_MESSAGES,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResponse } from '../../../lib/session/test-fixtures';
import { getSession } from '../../../lib/storage';
import { readDraft, SIGNUP_DRAFT_KEY, saveDraft } from '../draft';
import { mockApi, networkFailure, type TMockHandler, VERIFIED_DRAFT } from '../testing/mock-api';
import { renderRegistration } from '../testing/render-registration';

function setup(login: TMockHandler) {
  saveDraft(VERIFIED_DRAFT);
  const api = mockApi({ 'POST /api/auth/login': login });
  const user = userEvent.setup();
  const view = renderRegistration(PUBLIC_ROUTES.registerComplete, PUBLIC_ROUTES.registerConnectAmazon);
  return { ...api, ...view, user };
}

async function complete(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Congratulations!' });
  await user.click(screen.getByRole('button', { name: 'Complete' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/register/complete', () => {
  it('signs in with the draft, clears it, stores the session and goes to the dashboard', async () => {
    const { user, router, callsTo } = setup(() => loginResponse({ email: 'jane@gmail.com' }));
    await complete(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(POST_LOGIN_ROUTE));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      user_name: 'jane@gmail.com',
      password: 'Secret#123',
      remember_me: false,
    });
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
    expect(getSession()?.accessToken).toBe('token-abc');
    expect(getSession()?.userInfo?.email).toBe('jane@gmail.com');
  });

  it('offers Amazon Ads consent next: signs in and opens Settings → Integrations (issue 18)', async () => {
    const { user, router } = setup(() => loginResponse({ email: 'jane@gmail.com' }));
    await screen.findByRole('heading', { level: 1, name: 'Congratulations!' });
    expect(screen.getByText(/Advertising data needs a separate authorization on Amazon/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in and connect advertising' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(REVIEW_ROUTES.settingsIntegrations));
    expect(getSession()?.accessToken).toBe('token-abc');
  });

  it('goes to the change-password screen when the account needs a new password', async () => {
    const { user, router } = setup(() => loginResponse({}, true));
    await complete(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.changePassword));
  });

  it('warns with "Complete" and the generic message when the sign-in fails, keeping the draft', async () => {
    const { user, router } = setup(() => ({ error: true, message: 'Wrong email or password.' }));
    await complete(user);
    const dialog = await screen.findByRole('dialog', { name: SIGNUP_MESSAGES.completeWarningTitle });
    expect(within(dialog).getByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerComplete);
    expect(readDraft().email).toBe('jane@gmail.com');
    expect(getSession()).toBeNull();
  });

  it('keeps the password out of storage, and asks for it again when the page has reloaded', async () => {
    const { user, callsTo, unmount } = setup(() => loginResponse({ email: 'jane@gmail.com' }));
    // The draft as the info step left it: no password anywhere in storage.
    const stored = localStorage.getItem(SIGNUP_DRAFT_KEY) ?? '';
    expect(stored).toContain('jane@gmail.com');
    expect(stored).not.toContain('Secret#123');
    expect(JSON.parse(stored)).not.toHaveProperty('password');
    await screen.findByRole('heading', { level: 1, name: 'Congratulations!' });
    // Still in this page's memory: no need to ask.
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    unmount();

    // A reload: the stored draft is all there is (another email than the one in memory stands for that).
    localStorage.setItem(
      SIGNUP_DRAFT_KEY,
      JSON.stringify({ email: 'reloaded@gmail.com', companyId: 'c-1', userId: 'u-1', signupToken: 't' }),
    );
    const view = renderRegistration(PUBLIC_ROUTES.registerComplete, PUBLIC_ROUTES.registerConnectAmazon);
    await screen.findByRole('heading', { level: 1, name: 'Congratulations!' });
    const complete = screen.getByRole('button', { name: 'Complete' });
    expect(complete).toBeDisabled();
    await user.type(screen.getByLabelText(/Password/), 'Retyped#123');
    await user.click(complete);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(POST_LOGIN_ROUTE));
    expect(callsTo('POST', '/api/auth/login').at(-1)?.body).toEqual({
      user_name: 'reloaded@gmail.com',
      password: 'Retyped#123',
      remember_me: false,
    });
  });

  it('gives the same warning on a network failure', async () => {
    const { user } = setup(networkFailure);
    await complete(user);
    expect(
      await screen.findByRole('dialog', { name: SIGNUP_MESSAGES.completeWarningTitle }),
    ).toBeInTheDocument();
  });
});
