import {
  INQUIRY_MESSAGES,
  PUBLIC_ROUTES,
  SCHEDULE_SIGNUP_MESSAGES,
  SCHEDULE_SIGNUP_PATH,
} from '@seller-tools/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../../../lib/time-zones';
import { renderPage, stubApi } from '../testing/render-page';
import { ScheduleSignupPage } from './schedule-signup-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

type TUser = ReturnType<typeof userEvent.setup>;

async function enter(user: TUser, label: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

async function choose(user: TUser, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValid(user: TUser) {
  await enter(user, /^name/i, 'Grace Hopper');
  await enter(user, /^work email/i, 'grace@example.com');
  await enter(user, /^company/i, 'Compiler Goods');
  await choose(user, /marketplaces you sell on/i, 'Germany (amazon.de)');
  await choose(user, /marketplaces you sell on/i, 'United States (amazon.com)');
  await choose(user, /orders per month/i, '1,000 – 9,999 orders');
  await user.click(screen.getByRole('radio', { name: 'Afternoon (12 pm – 5 pm)' }));
  await enter(user, /anything we should know/i, 'Tuesdays are best.');
}

describe('/schedule-signup', { timeout: 20_000 }, () => {
  it('has its own title and one h1', () => {
    stubApi({});
    renderPage(PUBLIC_ROUTES.scheduleSignup, ScheduleSignupPage);
    expect(document.title).toBe('Schedule an Intro Call | Seller Tools');
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule your intro call' })).toBeInTheDocument();
  });

  it("starts with the visitor's time zone and keeps the button disabled until the request is complete", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderPage(PUBLIC_ROUTES.scheduleSignup, ScheduleSignupPage);
    const button = screen.getByRole('button', { name: 'Request my intro call' });
    const zone = screen.getByRole('combobox', { name: /your time zone/i }) as HTMLInputElement;
    expect(zone.value).toContain(browserTimeZone().replaceAll('_', ' '));
    expect(button).toBeDisabled();

    await enter(user, /^name/i, 'Al');
    await user.tab();
    expect(await screen.findByText(INQUIRY_MESSAGES.nameMin)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^company/i }));
    await user.tab();
    expect(screen.getByText(INQUIRY_MESSAGES.companyRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /marketplaces you sell on/i }));
    await user.click(document.body);
    expect(await screen.findByText(SCHEDULE_SIGNUP_MESSAGES.marketplacesRequired)).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('sends the request and shows the answer', async () => {
    const api = stubApi({
      [`POST ${SCHEDULE_SIGNUP_PATH}`]: {
        body: { error: false, message: SCHEDULE_SIGNUP_MESSAGES.sent, data: { id: 'i-1' } },
      },
    });
    const user = userEvent.setup();
    renderPage(PUBLIC_ROUTES.scheduleSignup, ScheduleSignupPage);
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Request my intro call' });
    expect(button).toBeEnabled();
    await user.click(button);

    const status = await screen.findByRole('status');
    expect(within(status).getByText(SCHEDULE_SIGNUP_MESSAGES.sent)).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        url: SCHEDULE_SIGNUP_PATH,
        body: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          company_name: 'Compiler Goods',
          // The contract's order, whatever order they were picked in.
          marketplaces: ['amazon.com', 'amazon.de'],
          monthly_orders: '1000-9999',
          preferred_time: 'afternoon',
          time_zone: browserTimeZone(),
          note: 'Tuesdays are best.',
        },
      },
    ]);
  });

  it("shows the server's refusal", async () => {
    stubApi({
      [`POST ${SCHEDULE_SIGNUP_PATH}`]: {
        status: 429,
        body: { error: true, message: SCHEDULE_SIGNUP_MESSAGES.tooMany(3) },
      },
    });
    const user = userEvent.setup();
    renderPage(PUBLIC_ROUTES.scheduleSignup, ScheduleSignupPage);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Request my intro call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULE_SIGNUP_MESSAGES.tooMany(3));
  });
});
