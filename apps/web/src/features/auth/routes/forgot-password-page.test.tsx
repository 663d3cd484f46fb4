import {
  FORGOT_PASSWORD_ANSWER,
  GENERIC_ERROR_MESSAGE,
  PUBLIC_ROUTES,
  VALIDATION_MESSAGES,
} from '@seller-tools/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/session/test-fixtures';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { ForgotPasswordPage } from './forgot-password-page';
import { renderScreen } from './test-router';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/login/forgotpassword', () => {
  it('sends the email and shows the server answer with a way back to sign in', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse({ error: false, message: FORGOT_PASSWORD_ANSWER }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(PUBLIC_ROUTES.forgotPassword, ForgotPasswordPage);
    const user = userEvent.setup();

    const button = screen.getByRole('button', { name: 'Send temporary password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/email/i), 'Ada@Example.com{Enter}');

    expect(await screen.findByText(FORGOT_PASSWORD_ANSWER)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/login/forgotpassword');
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.login,
    );
  });

  it('shows the generic message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderScreen(PUBLIC_ROUTES.forgotPassword, ForgotPasswordPage);
    await userEvent.setup().type(screen.getByLabelText(/email/i), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
  });

  it("refuses an invalid email with the contract's message and sends nothing", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ error: false, message: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(PUBLIC_ROUTES.forgotPassword, ForgotPasswordPage);
    await userEvent.setup().type(screen.getByLabelText(/email/i), 'bad@{Enter}');
    expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts with the email remember-me keeps', () => {
    localStorage.setItem(STORAGE_KEYS.rememberedEmail, 'ada@example.com');
    renderScreen(PUBLIC_ROUTES.forgotPassword, ForgotPasswordPage);
    expect(screen.getByLabelText(/email/i)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Send temporary password' })).toBeEnabled();
  });
});
