import { expect, type Page, test } from '@playwright/test';
import {
  ACCOUNT_READY_TOAST,
  MODAL_TITLES,
  PUBLIC_ROUTES,
  REVIEW_ROUTES,
  VALIDATION_MESSAGES,
} from '@seller-tools/contract';
import {
  createChannel,
  createReviewFixture,
  createVerifiedUser,
  setChannelSignupStep,
} from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, submitSignIn } from '../support/session.ts';

// Issue 15: "Your account is now ready!" over a dashboard still saying "Your first import is running",
// and onboarding modals that closed by themselves. The store's import is played by the test: the store
// is seeded importing with its data already written, then its step turns done as the import's last act.

const PASSWORD = 'Harbor#Lantern82';
const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const SHOTS_DIR = process.env.REVIEW_SHOTS;

async function signIn(page: Page, email: string) {
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('after the ready toast the dashboard shows the imported data without a reload; the modals wait for answers', async ({
  page,
}) => {
  const { email } = uniqueEmail('onboard');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Mina Ortega',
    companyName: 'Ortega Outdoor',
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2ORTEGA',
    marketplaceId: US,
    signupStep: 'importing',
  });
  await createReviewFixture(e2eDatabaseUrl(), store.id);
  await signIn(page, email);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  const preferences = page.getByRole('dialog', { name: MODAL_TITLES.notificationPreference });
  await expect(preferences).toBeVisible();
  await expect(page.getByText('Your first import is running')).toBeVisible();

  // The import ends before the user has answered anything.
  await setChannelSignupStep(e2eDatabaseUrl(), store.id, 'done');
  await expect(page.getByText(ACCOUNT_READY_TOAST)).toBeVisible({ timeout: 15_000 });
  // Already refetched when the toast shows: the data, not the import panel.
  await expect(page.getByText('Your first import is running')).toHaveCount(0);
  await expect(page.locator('#average-rating-title')).toHaveText('Average rating');
  // The preference modal is still there, waiting for its answer.
  await expect(preferences).toBeVisible();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/ready-toast-preferences-1440.png` });

  await preferences.getByRole('button', { name: 'Next' }).click();
  const welcome = page.getByRole('dialog', { name: MODAL_TITLES.welcome });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Average rating' })).toBeVisible();
  expect(loads).toBe(0);

  // A second marketplace of the same seller starts importing: no first-time tour again.
  await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2ORTEGA',
    marketplaceId: CA,
    signupStep: 'importing',
  });
  await page.reload();
  await expect(page.getByText('Importing your store').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('connecting a second marketplace keeps the current store and offers "Switch to <store>?" in a toast that stays', async ({
  page,
}) => {
  // A whole consent flow, then a 6 s wait that must pass while the new store imports its nine stages.
  test.setTimeout(120_000);
  const { email } = uniqueEmail('onboard-switch');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Mina Ortega',
    companyName: 'Ortega Outdoor',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2ORTEGA',
    marketplaceId: US,
    signupStep: 'done',
  });
  await signIn(page, email);
  const switcher = page.getByRole('button', { name: /^Store: / });
  await expect(switcher).toHaveAccessibleName('Store: Ortega Outdoor, United States');
  await page.goto(REVIEW_ROUTES.settingsIntegrations);
  await page.getByRole('button', { name: 'Connect marketplace' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect a marketplace' });
  await dialog.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'North America' }).click();
  await dialog.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name: /Canada/ }).click();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  const popup = await popupOpened;
  await popup.getByRole('radio', { name: /Bluebird Fitness Goods/ }).check();
  await popup.getByRole('button', { name: 'Confirm' }).click();

  const offer = page.getByText(/^Switch to Amazon Canada \(/);
  // The consent's return, the connect call and the first status poll: slow on a loaded CI machine.
  await expect(offer).toBeVisible({ timeout: 30_000 });
  // Nothing switched by itself, and no first-time tour for a second store.
  await expect(switcher).toHaveAccessibleName('Store: Ortega Outdoor, United States');
  await expect(page.getByRole('dialog', { name: MODAL_TITLES.welcome })).toHaveCount(0);
  await page.waitForTimeout(6000);
  await expect(offer).toBeVisible();
  if (SHOTS_DIR) {
    await page.screenshot({ path: `${SHOTS_DIR}/switch-offer-1440.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS_DIR}/switch-offer-375.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByText(/^Switched to Amazon Canada/)).toBeVisible();
  await expect(switcher).toHaveAccessibleName(/^Store: .*, Canada$/);
  if (SHOTS_DIR) {
    // Issue 18: the product images the sandbox serves load under the content security policy.
    test.setTimeout(360_000);
    const loaded = async () => {
      await page.goto(REVIEW_ROUTES.ratings);
      await expect(page.getByRole('heading', { name: 'Product Ratings Tracker' }).first()).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForTimeout(2000);
      return page.locator('main img').evaluateAll(
        (imgs) =>
          imgs.filter((i) => {
            // (The e2e project has no DOM types: what an <img> says of its load.)
            const img = i as unknown as { complete: boolean; naturalWidth: number };
            return img.complete && img.naturalWidth > 0;
          }).length,
      );
    };
    await expect.poll(loaded, { timeout: 180_000, intervals: [3000] }).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS_DIR}/ratings-images-1440.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS_DIR}/ratings-images-375.png` });
  }
});

test('screens of issue 15: Send Again counting down, forgot password refusing "bad@" (REVIEW_SHOTS only)', async ({
  page,
}) => {
  test.skip(!SHOTS_DIR, 'REVIEW_SHOTS not set');
  const { local } = uniqueEmail('onboard-shots');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PUBLIC_ROUTES.registerInfo);
  await page.getByLabel('Full name').fill('Mina Ortega');
  await page.getByPlaceholder('your.name').fill(local);
  await page.getByLabel('Company name').fill('Ortega Outdoor');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('button', { name: /^Send Again \(\d+ s\)$/ })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS_DIR}/verify-send-again-1440.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS_DIR}/verify-send-again-375.png` });

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PUBLIC_ROUTES.forgotPassword);
    await page.getByLabel('Email').fill('bad@');
    await page.getByRole('button', { name: 'Send temporary password' }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.email)).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/forgot-bad-email-${width}.png` });
  }
});
