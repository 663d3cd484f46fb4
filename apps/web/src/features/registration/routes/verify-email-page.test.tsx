import {
  GENERIC_ERROR_MESSAGE,
  MODAL_TITLES,
  PUBLIC_ROUTES,
  REGISTRATION_MESSAGES,
  RESEND_CODE_MIN_INTERVAL_MS,
  SIGNUP_MESSAGES,
  VALIDATION_MESSAGES,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_TTL_MINUTES,
} from '@seller-tools/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCodeSent } from '../code-cooldown';
import { readDraft, saveDraft } from '../draft';
import { mockApi, networkFailure, type TMockHandler } from '../testing/mock-api';
import { renderRegistration } from '../testing/render-registration';

const VERIFIED = {
  error: false,
  data: { user_id: 'u-1', company_id: 'c-1', signup_token: 'signup-token-1' },
};

function setup(handlers: Record<string, TMockHandler> = {}) {
  saveDraft({ email: 'jane@gmail.com', password: 'Secret#123', companyId: 'c-1', userId: 'u-1' });
  const api = mockApi({
    'POST /api/email/codeverify': () => VERIFIED,
    'PUT /api/email/review/codeverify': () => ({ error: false, message: 'sent' }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderRegistration(PUBLIC_ROUTES.registerVerifyEmail, PUBLIC_ROUTES.registerInfo);
  return { ...api, ...view, user };
}

/** The code the six boxes hold. */
const typedCode = () =>
  boxes()
    .map((box) => (box as HTMLInputElement).value)
    .join('');

const boxes = () => screen.getAllByLabelText(new RegExp(`^Digit \\d of ${VERIFY_CODE_LENGTH}$`));
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function ready() {
  await screen.findByRole('heading', { name: 'Verify your email' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/register/verify/email', () => {
  it('shows six boxes, the address and the expiry', async () => {
    setup();
    await ready();
    expect(boxes()).toHaveLength(VERIFY_CODE_LENGTH);
    expect(screen.getByText('jane@gmail.com')).toBeInTheDocument();
    expect(screen.getByText(`The code expires in ${VERIFY_CODE_TTL_MINUTES} minutes.`)).toBeInTheDocument();
  });

  it('enables Continue only when all six boxes are filled, advancing box by box', async () => {
    const { user } = setup();
    await ready();
    expect(continueButton()).toBeDisabled();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12345');
    expect(boxes()[5]).toHaveFocus();
    expect(continueButton()).toBeDisabled();
    await user.keyboard('6');
    expect(typedCode()).toBe('123456');
    expect(continueButton()).toBeEnabled();
  });

  it('says a partial code needs finishing once the boxes lose focus', async () => {
    const { user } = setup();
    await ready();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.click(screen.getByRole('heading', { name: 'Verify your email' }));
    expect(screen.getByText(VALIDATION_MESSAGES.verifyCode)).toBeInTheDocument();
  });

  it('fills all boxes from a pasted six-digit code', async () => {
    const { user } = setup();
    await ready();
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('654321');
    expect(typedCode()).toBe('654321');
    expect(continueButton()).toBeEnabled();
  });

  it.each(['12345', '1234567'])('refuses a pasted "%s" with the Invalid Code dialog', async (pasted) => {
    const { user } = setup();
    await ready();
    await user.click(boxes()[0] as HTMLElement);
    await user.paste(pasted);
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.invalidCode });
    expect(within(dialog).getByText(SIGNUP_MESSAGES.pastedCodeInvalid)).toBeInTheDocument();
    expect(boxes().every((box) => (box as HTMLInputElement).value === '')).toBe(true);
  });

  it('posts the code and goes to the connect step with the signup token saved', async () => {
    const { user, callsTo, router } = setup();
    await ready();
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('123456');
    await user.click(continueButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerConnectAmazon));
    expect(router.state.location.state).toEqual({ from: PUBLIC_ROUTES.registerVerifyEmail });
    expect(callsTo('POST', '/api/email/codeverify')[0]?.body).toEqual({
      email: 'jane@gmail.com',
      code: '123456',
      company_id: 'c-1',
      module_type: 'review',
      user_id: 'u-1',
      username: 'jane@gmail.com',
    });
    expect(readDraft().signupToken).toBe('signup-token-1');
  });

  it('shows the invalid code dialog, and Try again clears the boxes', async () => {
    const { user, router } = setup({
      'POST /api/email/codeverify': () => ({ error: true, message: SIGNUP_MESSAGES.invalidCodeMessage }),
    });
    await ready();
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('111111');
    await user.click(continueButton());

    const dialog = await screen.findByRole('dialog', { name: SIGNUP_MESSAGES.invalidCodeTitle });
    expect(within(dialog).getByText(SIGNUP_MESSAGES.invalidCodeMessage)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(boxes().every((box) => (box as HTMLInputElement).value === '')).toBe(true);
    expect(continueButton()).toBeDisabled();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerVerifyEmail);
  });

  it('shows the generic message when verifying fails on the network', async () => {
    const { user } = setup({
      'POST /api/email/codeverify': networkFailure,
    });
    await ready();
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('123456');
    await user.click(continueButton());
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('Send Again resends the code and says so', async () => {
    const { user, callsTo } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Send Again' }));
    const dialog = await screen.findByRole('dialog', { name: SIGNUP_MESSAGES.resendSuccessTitle });
    expect(within(dialog).getByText(SIGNUP_MESSAGES.resendSuccessMessage)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/email/review/codeverify')[0]?.body).toEqual({
      email: 'jane@gmail.com',
      module_type: 'review',
      company_id: 'c-1',
    });
  });

  it('Send Again shows the server message on an error answer', async () => {
    const { user } = setup({
      'PUT /api/email/review/codeverify': () => ({
        error: true,
        message: REGISTRATION_MESSAGES.resendHourlyLimit(30),
      }),
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.resendHourlyLimit(30))).toBeInTheDocument();
    expect(screen.queryByText(SIGNUP_MESSAGES.resendSuccessTitle)).not.toBeInTheDocument();
  });

  it('Send Again counts the cool-down down on the button, disabled, instead of answering with a dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      rememberCodeSent(Date.now() - 15_000); // the sign-up sent a code 15 s ago
      const { callsTo } = setup({
        'PUT /api/email/review/codeverify': () => ({
          error: true,
          message: REGISTRATION_MESSAGES.resendTooSoon(20),
        }),
      });
      await ready();
      const button = screen.getByRole('button', { name: /^Send Again/ });
      expect(button).toHaveTextContent(`Send Again (${RESEND_CODE_MIN_INTERVAL_MS / 1000 - 15} s)`);
      expect(button).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(button).toHaveTextContent(`Send Again (${RESEND_CODE_MIN_INTERVAL_MS / 1000 - 25} s)`);
      await act(() => vi.advanceTimersByTimeAsync(RESEND_CODE_MIN_INTERVAL_MS));
      expect(button).toHaveTextContent(/^Send Again$/);
      expect(button).toBeEnabled();

      // The server still says wait (another tab asked meanwhile): the button waits, no dialog.
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
      await waitFor(() => expect(callsTo('PUT', '/api/email/review/codeverify')).toHaveLength(1));
      await waitFor(() => expect(button).toHaveTextContent('Send Again (20 s)'));
      expect(button).toBeDisabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Send Again shows the generic message on a network failure', async () => {
    const { user } = setup({
      'PUT /api/email/review/codeverify': networkFailure,
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Send Again' }));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
  });
});
