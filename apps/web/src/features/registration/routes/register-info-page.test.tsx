import {
  GENERIC_ERROR_MESSAGE,
  MODAL_TITLES,
  PUBLIC_ROUTES,
  SIGNUP_MESSAGES,
  SUBMIT_DEBOUNCE_MS,
  VALIDATION_MESSAGES,
} from '@seller-tools/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLinks } from '../../../test/links';
import { readDraft } from '../draft';
import { codeListHandler, mockApi, networkFailure, type TMockHandler } from '../testing/mock-api';
import { renderRegistration } from '../testing/render-registration';

const SIGNED_UP = { error: false, data: { company_id: 'c-1', user_id: 'u-1' } };

function setup(handlers: Record<string, TMockHandler> = {}, path: string = PUBLIC_ROUTES.registerInfo) {
  const api = mockApi({
    'GET /api/code/common': codeListHandler,
    'POST /api/signup': () => SIGNED_UP,
    'PUT /api/email/review/codeverify': () => ({ error: false, message: 'sent' }),
    ...handlers,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderRegistration(path);
  return { ...api, ...view, user };
}

async function ready() {
  await screen.findByRole('heading', { name: 'Create your account' });
  // The first listed domain becomes the default once the list arrives.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Email domain' })).toHaveTextContent('gmail.com'),
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Create an account' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'name' | 'local' | 'company' | 'password', string>>,
) {
  if (values.name !== undefined) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.local !== undefined) await user.type(screen.getByLabelText('Email'), values.local);
  if (values.company !== undefined) await user.type(screen.getByLabelText('Company name'), values.company);
  if (values.password !== undefined) await user.type(screen.getByLabelText('Password'), values.password);
}

const VALID = { name: 'Jane Cooper', local: 'jane', company: 'Cooper Goods', password: 'Secret#123' };

async function submitAndSettle(user: ReturnType<typeof userEvent.setup>) {
  await user.click(submitButton());
  await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DEBOUNCE_MS));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The form filled and sent for an email that has an account whose email is not verified yet. */
async function submitUnverifiedEmail() {
  const page = setup({
    'POST /api/signup': () => ({ error: true, message: SIGNUP_MESSAGES.alreadyExistInEmailCode }),
  });
  await ready();
  await fill(page.user, VALID);
  await submitAndSettle(page.user);
  return page;
}

/** The password rules the form lists, in its order. */
const PASSWORD_RULES = [
  VALIDATION_MESSAGES.passwordMin,
  VALIDATION_MESSAGES.passwordUpper,
  VALIDATION_MESSAGES.passwordNumber,
  VALIDATION_MESSAGES.passwordSpecial,
];

describe('/register/info', () => {
  it('keeps Create an account disabled until name, company, email and password are all filled', async () => {
    const { user } = setup();
    await ready();
    expect(submitButton()).toBeDisabled();
    await fill(user, { name: VALID.name });
    expect(submitButton()).toBeDisabled();
    await fill(user, { local: VALID.local });
    expect(submitButton()).toBeDisabled();
    await fill(user, { company: VALID.company });
    expect(submitButton()).toBeDisabled();
    await fill(user, { password: 'x' });
    expect(submitButton()).toBeEnabled();
  });

  it('links to the terms, the privacy policy and the login page', async () => {
    setup();
    await ready();
    expectLinks({
      'Terms of Service': PUBLIC_ROUTES.termsOfService,
      'Privacy Policy': PUBLIC_ROUTES.privacyPolicy,
      Login: PUBLIC_ROUTES.login,
    });
  });

  it('shows the name and company messages only for short non-empty values', async () => {
    const { user } = setup();
    await ready();
    const name = screen.getByLabelText('Full name');
    await user.click(name);
    await user.tab();
    expect(screen.queryByText(VALIDATION_MESSAGES.nameMin)).not.toBeInTheDocument();
    await user.type(name, 'Al');
    await user.tab();
    expect(screen.getByText(VALIDATION_MESSAGES.nameMin)).toBeInTheDocument();
    await user.type(name, 'i');
    expect(screen.queryByText(VALIDATION_MESSAGES.nameMin)).not.toBeInTheDocument();

    const company = screen.getByLabelText('Company name');
    await user.type(company, 'Co');
    await user.tab();
    expect(screen.getByText(VALIDATION_MESSAGES.companyNameMin)).toBeInTheDocument();
  });

  it('checks the email, and blocks the submit while it is invalid', async () => {
    const { user, callsTo } = setup();
    await ready();
    await fill(user, { ...VALID, local: 'jane..doe' });
    expect(screen.getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    await submitAndSettle(user);
    expect(callsTo('POST', '/api/signup')).toHaveLength(0);
  });

  it('ticks each password rule with its message as it passes, and blocks a weak password', async () => {
    const { user, callsTo } = setup();
    await ready();
    const rules = within(screen.getByRole('list', { name: 'Password requirements' }));
    const rule = (message: string) => rules.getByText(message).closest('li');
    for (const message of PASSWORD_RULES) {
      expect(rule(message)).toHaveAttribute('data-passed', 'false');
    }
    await fill(user, { ...VALID, password: 'secret1' });
    expect(rule(VALIDATION_MESSAGES.passwordNumber)).toHaveAttribute('data-passed', 'true');
    expect(rule(VALIDATION_MESSAGES.passwordUpper)).toHaveAttribute('data-passed', 'false');

    await submitAndSettle(user);
    expect(callsTo('POST', '/api/signup')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'S#x');
    for (const message of PASSWORD_RULES) {
      expect(rule(message)).toHaveAttribute('data-passed', 'true');
    }
  });

  it(`debounces the submit by ${SUBMIT_DEBOUNCE_MS} ms, posts the sign-up payload and goes to verify`, async () => {
    const { user, callsTo, router } = setup();
    await ready();
    await fill(user, VALID);
    await user.click(submitButton());
    await user.click(submitButton());
    // Nothing goes out at the click itself; the debounce window has not passed yet.
    expect(callsTo('POST', '/api/signup')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DEBOUNCE_MS));

    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerVerifyEmail));
    const calls = callsTo('POST', '/api/signup');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      name: 'Jane Cooper',
      user_name: 'jane@gmail.com',
      email: 'jane@gmail.com',
      company_name: 'Cooper Goods',
      password: 'Secret#123',
      passwordConfirm: 'Secret#123',
    });
    expect(router.state.location.state).toEqual({ from: PUBLIC_ROUTES.registerInfo });
    expect(readDraft()).toEqual({
      email: 'jane@gmail.com',
      password: 'Secret#123',
      companyId: 'c-1',
      userId: 'u-1',
      signupToken: '',
      referralCode: '',
    });
  });

  it("sends an affiliate's ?ref= (from /register or /register/info) as the sign-up's referral_code", async () => {
    for (const path of [
      `${PUBLIC_ROUTES.register}?ref=SPRING25`,
      `${PUBLIC_ROUTES.registerInfo}?ref=SPRING25`,
    ]) {
      localStorage.clear();
      const { user, callsTo, unmount } = setup({}, path);
      await ready();
      await fill(user, VALID);
      await submitAndSettle(user);
      await waitFor(() => expect(callsTo('POST', '/api/signup')).toHaveLength(1));
      expect(callsTo('POST', '/api/signup')[0]?.body).toMatchObject({ referral_code: 'SPRING25' });
      unmount();
    }
  });

  it('takes a typed domain from the last option of the domain list', async () => {
    const { user, callsTo } = setup();
    await ready();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Email domain' }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'gmail.com',
      'outlook.com',
      'Type a domain',
    ]);
    await user.click(screen.getByRole('option', { name: 'Type a domain' }));
    await user.type(screen.getByLabelText('Your email domain'), 'cooper-goods.com');
    await submitAndSettle(user);
    await waitFor(() => expect(callsTo('POST', '/api/signup')).toHaveLength(1));
    expect(callsTo('POST', '/api/signup')[0]?.body).toMatchObject({ email: 'jane@cooper-goods.com' });
  });

  it('offers Verify Email for an unverified email, resending a code before going to verify', async () => {
    const { user, callsTo, router } = await submitUnverifiedEmail();

    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.createAccount });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerVerifyEmail));
    expect(callsTo('PUT', '/api/email/review/codeverify')[0]?.body).toMatchObject({
      email: 'jane@gmail.com',
      module_type: 'review',
    });
    expect(readDraft()).toMatchObject({ email: 'jane@gmail.com', password: 'Secret#123' });
  });

  it('Cancel in the Create an Account dialog stays on the form', async () => {
    const { user, callsTo, router } = await submitUnverifiedEmail();
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.createAccount });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerInfo);
    expect(callsTo('PUT', '/api/email/review/codeverify')).toHaveLength(0);
  });

  it('shows any other sign-up error in a warning dialog', async () => {
    const { user, router } = setup({
      'POST /api/signup': () => ({ error: true, message: 'We could not create an account with this email.' }),
    });
    await ready();
    await fill(user, VALID);
    await submitAndSettle(user);
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.createAccount });
    expect(within(dialog).getByText('We could not create an account with this email.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerInfo);
  });

  it('shows the generic message when the network fails', async () => {
    const { user } = setup({
      'POST /api/signup': networkFailure,
    });
    await ready();
    await fill(user, VALID);
    await submitAndSettle(user);
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('asks before leaving through the logo', async () => {
    const { user, router } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Seller Tools home' }));
    const dialog = await screen.findByRole('dialog', { name: MODAL_TITLES.leavePage });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.registerInfo);
    await user.click(screen.getByRole('button', { name: 'Seller Tools home' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.home));
  });

  it('keeps its promise "Your progress is saved": leaving and coming back restores the form, never the password', async () => {
    const { user, router } = setup();
    await ready();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Seller Tools home' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PUBLIC_ROUTES.home));
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(VALID.password);

    await act(() => router.navigate(PUBLIC_ROUTES.registerInfo));
    await ready();
    expect(screen.getByLabelText('Full name')).toHaveValue(VALID.name);
    expect(screen.getByLabelText('Email')).toHaveValue(VALID.local);
    expect(screen.getByLabelText('Company name')).toHaveValue(VALID.company);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
