import {
  CONTACT_US_MESSAGES,
  GENERIC_ERROR_MESSAGE,
  INQUIRY_MESSAGES,
  PUBLIC_ROUTES,
  SUBMIT_DEBOUNCE_MS,
} from '@seller-tools/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../testing/render-page';
import { ContactUsPage } from './contact-us-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SENT = { body: { error: false, message: CONTACT_US_MESSAGES.sent, data: { id: 'c-1' } } };

function open() {
  renderPage(PUBLIC_ROUTES.contactUs, ContactUsPage);
  return {
    name: screen.getByRole('textbox', { name: /^name/i }),
    email: screen.getByRole('textbox', { name: /^email/i }),
    company: screen.getByRole('textbox', { name: /^company/i }),
    message: screen.getByRole('textbox', { name: /^message/i }),
    send: screen.getByRole('button', { name: 'Send message' }),
  };
}

type TUser = ReturnType<typeof userEvent.setup>;

/** Pastes into a field (typing key by key is slow in jsdom and proves nothing more here). */
async function enter(user: TUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: TUser, fields: ReturnType<typeof open>) {
  await enter(user, fields.name, '  Ada Lovelace ');
  await enter(user, fields.email, 'ada@example.com');
  await enter(user, fields.company, 'Analytical Engines');
  await enter(user, fields.message, 'We sell on amazon.de and need help.');
}

describe('/contact-us', { timeout: 20_000 }, () => {
  it('has its own title and one h1', () => {
    stubApi({});
    open();
    expect(document.title).toBe('Contact Us | Seller Tools');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Talk to the Seller Tools team' }),
    ).toBeInTheDocument();
  });

  it('keeps Send disabled until every field passes the contract rules, with the same messages', async () => {
    stubApi({});
    const user = userEvent.setup();
    const fields = open();
    expect(fields.send).toBeDisabled();

    // Nothing is said about a field before the visitor has been in it.
    expect(screen.queryByText(INQUIRY_MESSAGES.nameRequired)).not.toBeInTheDocument();
    await enter(user, fields.name, 'Al');
    await user.tab();
    expect(await screen.findByText(INQUIRY_MESSAGES.nameMin)).toBeInTheDocument();
    await enter(user, fields.email, 'ada.example.com');
    await user.tab();
    expect(screen.getByText(INQUIRY_MESSAGES.email)).toBeInTheDocument();
    await enter(user, fields.company, 'AB');
    await user.tab();
    expect(screen.getByText(INQUIRY_MESSAGES.companyMin)).toBeInTheDocument();
    await enter(user, fields.message, 'Too short');
    await user.tab();
    expect(screen.getByText(CONTACT_US_MESSAGES.messageMin)).toBeInTheDocument();
    expect(fields.send).toBeDisabled();

    await user.type(fields.name, 'a');
    await user.clear(fields.email);
    await enter(user, fields.email, 'ada@example.com');
    await user.clear(fields.company);
    await user.type(fields.message, '!');
    expect(screen.queryByText(INQUIRY_MESSAGES.nameMin)).not.toBeInTheDocument();
    expect(screen.queryByText(INQUIRY_MESSAGES.email)).not.toBeInTheDocument();
    // Company is optional: empty is fine.
    expect(fields.send).toBeEnabled();
  });

  it('sends the trimmed values and shows the answer, with a way to send another', async () => {
    const api = stubApi({ 'POST /api/user/contact-us': SENT });
    const user = userEvent.setup();
    const fields = open();
    await fillValid(user, fields);
    await user.click(fields.send);

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_US_MESSAGES.sent);
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: '/api/user/contact-us',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          company_name: 'Analytical Engines',
          message: 'We sell on amazon.de and need help.',
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('');
  });

  it('sends once for clicks within the submit debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'POST /api/user/contact-us': [SENT, SENT] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fields = open();
    await fillValid(user, fields);
    await user.click(fields.send);
    await user.click(fields.send);
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DEBOUNCE_MS + 50));
    await screen.findByRole('status');
    expect(api.calls).toHaveLength(1);
  });

  it("shows the server's refusal (the hourly limit) and keeps what was typed", async () => {
    stubApi({
      'POST /api/user/contact-us': {
        status: 429,
        body: { error: true, message: CONTACT_US_MESSAGES.tooMany(12) },
      },
    });
    const user = userEvent.setup();
    const fields = open();
    await fillValid(user, fields);
    await user.click(fields.send);
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_US_MESSAGES.tooMany(12));
    expect(fields.message).toHaveValue('We sell on amazon.de and need help.');
  });

  it('shows the generic message when the server cannot be reached', async () => {
    stubApi({ 'POST /api/user/contact-us': new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    const fields = open();
    await fillValid(user, fields);
    await user.click(fields.send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE));
    expect(fields.send).toBeEnabled();
  });
});
