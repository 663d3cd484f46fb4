import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  CONTACT_US_MESSAGES,
  INQUIRY_MESSAGES,
  MAPPS_MESSAGES,
  PUBLIC_ROUTES,
  SCHEDULE_SIGNUP_MESSAGES,
  type TDevMailboxMessage,
} from '@seller-tools/contract';
import { createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';

// Whole forms filled key by key on a shared 2-core machine: more room than the suite's default.
test.describe.configure({ timeout: 60_000 });

// The server's default OPERATOR_EMAIL; the e2e product runs with the defaults.
const OPERATORS = 'support@seller-tools.local';
// Outside production MAPPS_ALLOWED_ORIGINS defaults to the app on local port 8080.
const APP_CALLBACK = 'http://localhost:8080/seller-tools/callback?board=42';

/** The operators' mail whose subject mentions `needle`, waiting for it (other specs mail them too). */
async function operatorMail(request: APIRequestContext, needle: string): Promise<TDevMailboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(OPERATORS)}`);
    if (res.ok()) {
      const { data } = (await res.json()) as { data: TDevMailboxMessage[] };
      const found = data.find((mail) => mail.subject.includes(needle));
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no operator mail about ${needle}`);
}

const uniqueName = (first: string) => `${first} ${Math.random().toString(36).slice(2, 8)}`;

async function fill(page: Page, label: RegExp, value: string) {
  await page.getByRole('textbox', { name: label }).fill(value);
}

test('the contact form shows its validation messages, sends, and the operators get the mail', async ({
  page,
  request,
}) => {
  await page.goto(PUBLIC_ROUTES.contactUs);
  await expect(page).toHaveTitle('Contact Us | Seller Tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to the Seller Tools team' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();

  await fill(page, /^name/i, 'Al');
  await fill(page, /^email/i, 'not-an-email');
  await page.getByRole('textbox', { name: /^message/i }).focus();
  await expect(page.getByText(INQUIRY_MESSAGES.nameMin)).toBeVisible();
  await expect(page.getByText(INQUIRY_MESSAGES.email)).toBeVisible();

  const name = uniqueName('Ada');
  const { email } = uniqueEmail('contact');
  await fill(page, /^name/i, name);
  await fill(page, /^email/i, email);
  await fill(page, /^company/i, 'Analytical Engines');
  await fill(page, /^message/i, 'We sell on amazon.de and would like to track our ratings.');
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByRole('status')).toContainText(CONTACT_US_MESSAGES.sent);
  const mail = await operatorMail(request, name);
  expect(mail.subject).toBe(`Contact form: message from ${name}`);
  expect(mail.text).toContain(email);
  expect(mail.text).toContain('We sell on amazon.de and would like to track our ratings.');
});

test('an intro-call request is sent and mailed to the operators', async ({ page, request }) => {
  await page.goto(PUBLIC_ROUTES.scheduleSignup);
  await expect(page).toHaveTitle('Schedule an Intro Call | Seller Tools');
  const name = uniqueName('Grace');
  await fill(page, /^name/i, name);
  await fill(page, /^work email/i, uniqueEmail('intro').email);
  await fill(page, /^company/i, 'Compiler Goods');
  await page.getByRole('combobox', { name: /marketplaces you sell on/i }).click();
  await page.getByRole('option', { name: 'Germany (amazon.de)' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: /orders per month/i }).click();
  await page.getByRole('option', { name: '100 – 999 orders' }).click();
  await page.getByRole('radio', { name: 'Morning (9 am – 12 pm)' }).check();
  await page.getByRole('button', { name: 'Request my intro call' }).click();

  await expect(page.getByRole('status')).toContainText(SCHEDULE_SIGNUP_MESSAGES.sent);
  const mail = await operatorMail(request, name);
  expect(mail.text).toContain('Germany (amazon.de)');
  expect(mail.text).toContain('100 – 999 orders');
});

test('/mapps/login refuses a missing or disallowed redirect before showing a form', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.mappsLogin);
  await expect(page.getByRole('alert')).toContainText(MAPPS_MESSAGES.missingRedirect);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);

  await page.goto(
    `${PUBLIC_ROUTES.mappsLogin}?redirect=${encodeURIComponent('http://localhost.evil.com:8080/cb')}`,
  );
  await expect(page.getByRole('alert')).toContainText(MAPPS_MESSAGES.disallowedRedirect);
  await page.goto(`${PUBLIC_ROUTES.mappsLogin}?redirect=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByRole('alert')).toContainText(MAPPS_MESSAGES.invalidRedirect);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
});

test('/mapps/login returns the session to the allowed app in the URL fragment', async ({ page, request }) => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  const password = 'Harbor#Lantern82';
  const user = await createVerifiedUser(databaseUrl, { email: uniqueEmail('mapps').email, password });
  // Nothing listens on the app's port here: the browser is given a stand-in callback page.
  let callbackRequestUrl = '';
  await page.route('http://localhost:8080/**', (route) => {
    callbackRequestUrl = route.request().url();
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>App</title><h1>App</h1>' });
  });

  await page.goto(`${PUBLIC_ROUTES.mappsLogin}?redirect=${encodeURIComponent(APP_CALLBACK)}&state=st-1`);
  await expect(page.getByText('localhost:8080', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /email/i }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in and continue' }).click();

  await page.waitForURL(/^http:\/\/localhost:8080\/seller-tools\/callback/);
  const arrived = new URL(page.url());
  expect(`${arrived.origin}${arrived.pathname}${arrived.search}`).toBe(APP_CALLBACK);
  // The fragment never reaches a server: the request the app's server saw has no token.
  expect(callbackRequestUrl).toBe(APP_CALLBACK);
  const fragment = new URLSearchParams(arrived.hash.slice(1));
  expect(fragment.get('state')).toBe('st-1');
  expect(fragment.get('token_type')).toBe('Bearer');
  const me = await request.get('/api/user', {
    headers: { authorization: `Bearer ${fragment.get('access_token')}` },
  });
  expect(me.ok()).toBe(true);
  expect((await me.json()).data.email).toBe(user.email);
});

test('sitemap.xml lists the marketing pages and robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/contact-us</loc>`);
  expect(xml).not.toContain('/login');
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
