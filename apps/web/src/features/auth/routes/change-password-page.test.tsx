import { CHANGE_PASSWORD_ERROR_CODES, CHANGE_PASSWORD_MESSAGES, PUBLIC_ROUTES } from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, serverUser, storeSession } from '../../../lib/session/test-fixtures';
import { getUserInfo } from '../../../lib/storage';
import { hideToast } from '../../../lib/toast';
import { ChangePasswordPage } from './change-password-page';
import { renderScreen } from './test-router';

const NEW_PASSWORD = 'Fresh#Pass1';

function mockFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  storeSession({ is_need_password_change: true });
  return renderScreen(PUBLIC_ROUTES.changePassword, ChangePasswordPage);
}

async function fillForm(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/temporary password/i), current);
  await user.type(screen.getByLabelText(/^new password/i), next);
  await user.type(screen.getByLabelText(/^confirm new password/i), confirm);
  return user;
}

const submitButton = () => screen.getByRole('button', { name: 'Change Password' });

afterEach(() => {
  vi.unstubAllGlobals();
  hideToast();
});

describe('/login/password', () => {
  it('keeps Change Password disabled until the form is valid', async () => {
    renderPage();
    expect(submitButton()).toBeDisabled();
    const user = await fillForm('Temp#1234', 'weakpass', 'weakpass');
    expect(submitButton()).toBeDisabled();

    await user.clear(screen.getByLabelText(/^new password/i));
    await user.type(screen.getByLabelText(/^new password/i), NEW_PASSWORD);
    expect(submitButton()).toBeDisabled(); // confirmation no longer matches
    await user.clear(screen.getByLabelText(/^confirm new password/i));
    await user.type(screen.getByLabelText(/^confirm new password/i), NEW_PASSWORD);
    expect(submitButton()).toBeEnabled();
  });

  it('refuses a short current password', async () => {
    renderPage();
    await fillForm('short', NEW_PASSWORD, NEW_PASSWORD);
    expect(submitButton()).toBeDisabled();
  });

  it('ticks the rule checklist as the new password meets each rule', async () => {
    renderPage();
    const user = userEvent.setup();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const met = () => within(checklist).queryAllByText('(done)').length;
    expect(met()).toBe(0);
    await user.type(screen.getByLabelText(/^new password/i), 'A1#');
    expect(met()).toBe(5); // under 50, uppercase, number, special, no space; not yet 8 long or confirmed
  });

  it('sends the change and enters the product with the returned user info', async () => {
    const fetchMock = mockFetch(
      jsonResponse({ error: false, message: 'Changed', userInfo: serverUser({ name: 'Ada King' }) }),
    );
    const router = renderPage();
    const user = await fillForm('Temp#1234', NEW_PASSWORD, NEW_PASSWORD);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/login/password');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      current_password: 'Temp#1234',
      new_password: NEW_PASSWORD,
    });
    expect(getUserInfo()?.fullName).toBe('Ada King');
    expect(getUserInfo()?.isNeedPasswordChange).toBe(false);
    // The dashboard alone says nothing: the change is confirmed.
    expect(await screen.findByText(CHANGE_PASSWORD_MESSAGES.changed)).toBeInTheDocument();
  });

  it('shows the server error without its 4-character code in a dialog titled Error', async () => {
    mockFetch(
      jsonResponse(
        { error: true, message: `${CHANGE_PASSWORD_ERROR_CODES.wrongCurrent}Wrong current password.` },
        400,
      ),
    );
    const router = renderPage();
    const user = await fillForm('Temp#1234', NEW_PASSWORD, NEW_PASSWORD);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: CHANGE_PASSWORD_MESSAGES.errorTitle });
    expect(within(dialog).getByText('Wrong current password.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/E01/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.changePassword);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "Please try again." on a network error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    renderPage();
    const user = await fillForm('Temp#1234', NEW_PASSWORD, NEW_PASSWORD);
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: CHANGE_PASSWORD_MESSAGES.errorTitle });
    expect(dialog).toHaveTextContent(CHANGE_PASSWORD_MESSAGES.networkError);
  });

  it('"Change password later" keeps the password and enters the product', async () => {
    const fetchMock = mockFetch(jsonResponse({ error: false, userInfo: serverUser() }));
    const router = renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change password later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/login/password/later');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('warns when "Change password later" is refused', async () => {
    mockFetch(jsonResponse({ error: true, message: 'E01 Nope' }, 400));
    const router = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change password later' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CHANGE_PASSWORD_MESSAGES.laterFailed);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.changePassword);
  });

  it('asks before leaving through the logo', async () => {
    const router = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Seller Tools home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.changePassword);

    await user.click(screen.getByRole('button', { name: 'Seller Tools home' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
