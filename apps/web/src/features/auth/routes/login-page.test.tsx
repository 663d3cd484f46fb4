import { MFA_MESSAGES, PUBLIC_ROUTES } from '@seller-tools/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberRedirectPath } from '../../../lib/session';
import { jsonResponse, loginResponse } from '../../../lib/session/test-fixtures';
import { getSession, STORAGE_KEYS } from '../../../lib/storage';
import { expectLinks } from '../../../test/links';
import { LoginPage } from './login-page';
import { renderScreen } from './test-router';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>();
  if (response instanceof Error) fetchMock.mockRejectedValue(response);
  else fetchMock.mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/email/i), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('keeps Sign In disabled until both fields are filled', async () => {
    renderScreen(PUBLIC_ROUTES.login, LoginPage);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    const user = await fillIn('ada@example.com', '');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^password/i), 'Secret#123');
    expect(button).toBeEnabled();
  });

  it('shows the server message when sign-in fails', async () => {
    mockFetch(jsonResponse({ error: true, message: 'Invalid email or password.' }, 401));
    renderScreen(PUBLIC_ROUTES.login, LoginPage);
    const user = await fillIn('ada@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(getSession()).toBeNull();
  });

  it('submits with Enter, stores the session with remember-me and goes to the dashboard', async () => {
    const fetchMock = mockFetch(jsonResponse(loginResponse()));
    const router = renderScreen(PUBLIC_ROUTES.login, LoginPage);
    const user = await fillIn('ada@example.com', 'Secret#123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ remember_me: true });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-abc');
  });

  it('debounces a double click into one request', async () => {
    const fetchMock = mockFetch(jsonResponse(loginResponse()));
    const router = renderScreen(PUBLIC_ROUTES.login, LoginPage);
    const user = await fillIn('ada@example.com', 'Secret#123');
    await user.dblClick(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('returns to the remembered page', async () => {
    mockFetch(jsonResponse(loginResponse()));
    rememberRedirectPath('/reports');
    const router = renderScreen(PUBLIC_ROUTES.login, LoginPage);
    const user = await fillIn('ada@example.com', 'Secret#123');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
  });

  it('goes to the change-password screen when the server asks for it', async () => {
    mockFetch(jsonResponse(loginResponse({ is_need_password_change: true }, true)));
    rememberRedirectPath('/reports');
    const router = renderScreen(PUBLIC_ROUTES.login, LoginPage);
    const user = await fillIn('ada@example.com', 'Temp#1234');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.changePassword));
  });

  it('prefills the remembered email and the remember-me choice', () => {
    localStorage.setItem(STORAGE_KEYS.rememberedEmail, 'ada@example.com');
    localStorage.setItem(STORAGE_KEYS.isRememberMe, 'true');
    renderScreen(PUBLIC_ROUTES.login, LoginPage);
    expect(screen.getByLabelText(/email/i)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('links to password recovery and registration', () => {
    renderScreen(PUBLIC_ROUTES.login, LoginPage);
    expectLinks({
      'Forgot password?': PUBLIC_ROUTES.forgotPassword,
      'Create an account': PUBLIC_ROUTES.registerInfo,
      'Seller Tools home': '/',
    });
  });

  describe('two-step verification (issue 17)', () => {
    const MFA_ANSWER = { error: false, mfaRequired: true, mfaToken: 'mfa-token-1' };

    it('asks for the code after a right password, with no session yet, and signs in with it', async () => {
      const fetchMock = vi.fn<typeof fetch>();
      fetchMock
        .mockResolvedValueOnce(jsonResponse(MFA_ANSWER))
        .mockResolvedValueOnce(jsonResponse(loginResponse()));
      vi.stubGlobal('fetch', fetchMock);
      const router = renderScreen(PUBLIC_ROUTES.login, LoginPage);
      const user = await fillIn('ada@example.com', 'Secret#123');
      await user.click(screen.getByLabelText('Remember me'));
      await user.keyboard('{Enter}');

      expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
      expect(getSession()).toBeNull();
      const verify = screen.getByRole('button', { name: 'Verify' });
      expect(verify).toBeDisabled();
      await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123 456');
      await user.click(verify);

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      const [url, init] = fetchMock.mock.calls[1] ?? [];
      expect(String(url)).toMatch(/\/api\/auth\/login\/mfa$/);
      expect(JSON.parse(String(init?.body))).toMatchObject({ mfaToken: 'mfa-token-1', code: '123 456' });
      // Remember-me from the first step decides where the session is kept.
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-abc');
    });

    it('shows a wrong code refused, clears it, and goes back to the password step on request', async () => {
      const fetchMock = vi.fn<typeof fetch>();
      fetchMock
        .mockResolvedValueOnce(jsonResponse(MFA_ANSWER))
        .mockResolvedValueOnce(jsonResponse({ error: true, message: MFA_MESSAGES.wrongCode }, 401));
      vi.stubGlobal('fetch', fetchMock);
      renderScreen(PUBLIC_ROUTES.login, LoginPage);
      const user = await fillIn('ada@example.com', 'Secret#123');
      await user.keyboard('{Enter}');
      const code = await screen.findByRole('textbox', { name: 'Authentication code' });
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MFA_MESSAGES.wrongCode);
      expect(code).toHaveValue('');
      expect(getSession()).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^password/i)).toHaveValue('');
    });
  });
});
