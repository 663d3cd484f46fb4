import { type Browser, expect, type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES, SHELL_LABELS } from '@seller-tools/contract';
import { createVerifiedUser } from '@seller-tools/server/testing';
import { latestMail, uniqueEmail } from '../support/mailbox.ts';

const PASSWORD = 'Harbor#Lantern82';

async function seedUser(prefix: string) {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  const { email } = uniqueEmail(prefix);
  return createVerifiedUser(databaseUrl, { email, password: PASSWORD, name: 'Ada Lovelace' });
}

async function signIn(page: Page, email: string, password: string, options: { rememberMe?: boolean } = {}) {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (options.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A browser restart: a new context holding only what a real browser keeps on disk (no session storage). */
async function restartBrowser(browser: Browser, page: Page) {
  const kept = await page.context().storageState();
  await page.context().close();
  const context = await browser.newContext({ storageState: kept });
  return context.newPage();
}

test('remember me keeps the user signed in across a browser restart', async ({ browser, page }) => {
  const user = await seedUser('remember');
  await signIn(page, user.email, PASSWORD, { rememberMe: true });
  await expect(page).toHaveURL(/\/dashboard$/);

  const reopened = await restartBrowser(browser, page);
  await reopened.goto('/dashboard');
  await expect(reopened.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
  await reopened.context().close();
});

test('without remember me a browser restart asks to sign in again, then returns to the wanted page', async ({
  browser,
  page,
}) => {
  const user = await seedUser('session');
  await signIn(page, user.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const reopened = await restartBrowser(browser, page);
  await reopened.goto('/dashboard');
  await expect(reopened).toHaveURL(/\/login/);
  await reopened.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await reopened.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await reopened.getByRole('button', { name: 'Sign In' }).click();
  await expect(reopened).toHaveURL(/\/dashboard$/);
  await reopened.context().close();
});

test('a wrong password is refused with the same message as an unknown user', async ({ page }) => {
  const user = await seedUser('wrongpw');
  await signIn(page, user.email, 'Wrong#Password99');
  const refusal = page.getByRole('alert');
  await expect(refusal).toBeVisible();
  const wrongPasswordText = await refusal.innerText();

  await signIn(page, uniqueEmail('nobody').email, 'Wrong#Password99');
  await expect(page.getByRole('alert')).toHaveText(wrongPasswordText);
  await expect(page).toHaveURL(/\/login$/);
});

test('logout ends the session on the server and returns to /login', async ({ page }) => {
  const user = await seedUser('logout');
  await signIn(page, user.email, PASSWORD, { rememberMe: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i += 1) {
        const value = store.getItem(store.key(i) ?? '') ?? '';
        const match = /"accessToken":"([^"]+)"/.exec(value) ?? /^([A-Za-z0-9_-]{40,})$/.exec(value);
        if (match) return match[1];
      }
    }
    return null;
  });
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /account menu/i }).click();
  // The popup lives 800 ms (spec); on a loaded machine the click itself can outlast it, so the wait for it
  // starts before the click.
  await Promise.all([
    expect(page.getByText('Logging out…')).toBeVisible(),
    page.getByRole('menuitem', { name: SHELL_LABELS.logout }).click(),
  ]);
  await expect(page).toHaveURL(/\/login$/);

  // The old token no longer opens anything.
  const res = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('forgot password mails a temporary password that forces a change at sign-in', async ({
  page,
  request,
}) => {
  const user = await seedUser('forgot');
  await page.goto(PUBLIC_ROUTES.forgotPassword);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('button', { name: 'Send temporary password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await latestMail(request, user.email);
  const temporary = /Your temporary password: (\S+)/.exec(mail.text)?.[1];
  expect(temporary).toBeTruthy();

  await signIn(page, user.email, temporary ?? '');
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.changePassword}$`));
  const newPassword = 'Orchard!Compass47';
  await page.getByRole('textbox', { name: 'Temporary password' }).fill(temporary ?? '');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The new password is the one that works now.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});
