import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, SIGNUP_MESSAGES } from '@seller-tools/contract';
import { otherLoopbackOrigin } from '../support/hosts.ts';
import { codeIn, latestMail, uniqueEmail } from '../support/mailbox.ts';
import { openConsentPopup, SIGN_UP, signUp, signUpToConnect, typeCode } from '../support/sign-up.ts';

test.describe('on another address than PUBLIC_URL', () => {
  // The consent must come back to the origin the seller opened, or the opener can never read the popup
  // and "Waiting for Amazon…" spins forever (issue 15).
  test.use({ baseURL: otherLoopbackOrigin() });

  test('registers from /register/info to the dashboard: email code, Amazon consent popup, complete', async ({
    page,
    request,
  }) => {
    const { local, email } = uniqueEmail('reg');
    await signUpToConnect(page, local, async () => codeIn(await latestMail(request, email)));

    // The confirmation dialog, then the marketplace's consent page in a popup of our own sizing.
    const popup = await openConsentPopup(page, 'North America', /United States/);
    // A small seller (53 ASINs): connecting starts its real initial import, and the big default one
    // (100 000 orders) would keep both cores of a CI machine busy under the specs that run after this one.
    await popup.getByRole('radio', { name: /Bluebird Fitness Goods/ }).check();
    await popup.getByRole('button', { name: 'Confirm' }).click();

    // The opener reads the popup's return address, closes it, and moves on.
    await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.registerComplete}$`), { timeout: 15_000 });
    await expect.poll(() => popup.isClosed()).toBe(true);
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Seller account connected' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(otherLoopbackOrigin());

    // The draft is gone: nothing of the password stays in the browser.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(SIGN_UP.password);
  });
});

test('a wrong code opens the invalid-code dialog and keeps the user on the step', async ({
  page,
  request,
}) => {
  const { local, email } = uniqueEmail('wrongcode');
  await signUp(page, local);
  const code = codeIn(await latestMail(request, email));
  const wrong = code === '000000' ? '111111' : '000000';

  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: SIGNUP_MESSAGES.invalidCodeTitle })).toBeVisible();
  await expect(dialog.getByText(SIGNUP_MESSAGES.invalidCodeMessage)).toBeVisible();
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  // Try again empties the boxes for a fresh entry.
  await expect(page.getByLabel('Digit 1 of 6')).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.registerVerifyEmail}$`));
});

test('closing the consent popup cancels the connection', async ({ page, request }) => {
  const { local, email } = uniqueEmail('cancel');
  await signUpToConnect(page, local, async () => codeIn(await latestMail(request, email)));

  const popup = await openConsentPopup(page, 'Europe', /United Kingdom/);
  await popup.close();

  await expect(page.getByText('Waiting for Amazon…')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.registerConnectAmazon}$`));
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
});

test('a direct visit to /register/verify/email lands on /', async ({ page }) => {
  await page.goto(PUBLIC_ROUTES.registerVerifyEmail);
  await expect(page).toHaveURL(/\/$/);
});
