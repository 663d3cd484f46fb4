import { expect, test } from '@playwright/test';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Amazon Ads is a consent of its own (issue 18). A seller whose store is connected sees on Settings →
// Integrations that its advertising is not connected, connects it through Login with Amazon in a popup
// (the sandbox's /ap/oa page), sees it connected with its profile, and disconnects it again.

const PASSWORD = 'Harbor#Lantern82';
const US = 'ATVPDKIKX0DER';

test('connects advertising from Settings → Integrations and sees the status change', async ({ page }) => {
  // Two consents' worth of round trips on a shared machine: the sign-in alone can take most of a minute.
  test.slow();
  const { email } = uniqueEmail('ads-consent');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2HARBOR',
    marketplaceId: US,
    signupStep: 'done',
  });
  await signInThroughLogin(page, email, PASSWORD);
  await page.goto(REVIEW_ROUTES.settingsIntegrations);
  const store = page.getByRole('article', { name: 'Amazon United States · A2HARBOR' });
  const ads = store.getByRole('group', { name: 'Advertising' });
  await expect(ads).toContainText('Advertising not connected');

  const popupOpened = page.waitForEvent('popup');
  await ads.getByRole('button', { name: 'Connect advertising' }).click();
  const popup = await popupOpened;
  // Login with Amazon's authorization page, asking for the advertising scope: not Seller Central's.
  await expect(popup).toHaveURL(/\/ap\/oa\?.*scope=advertising%3A%3Acampaign_management/);
  await popup.getByRole('radio', { name: /Bluebird Fitness Goods/ }).check();
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => popup.isClosed()).toBe(true);

  await expect(ads).toContainText('Advertising connected');
  await expect(ads).toContainText(/profile \d+/);

  await ads.getByRole('button', { name: 'Disconnect advertising' }).click();
  const confirm = page.getByRole('dialog', { name: /^Disconnect advertising of Amazon United States/ });
  await confirm.getByRole('button', { name: 'Disconnect advertising' }).click();
  await expect(ads).toContainText('Advertising not connected');
  await expect(ads.getByRole('button', { name: 'Connect advertising' })).toBeVisible();
});

test('is usable at 375 px: the advertising row and its button fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { email } = uniqueEmail('ads-consent-narrow');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    companyName: 'Narrow Goods',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2NARROW',
    marketplaceId: US,
    signupStep: 'done',
  });
  await signInThroughLogin(page, email, PASSWORD);
  await page.goto(REVIEW_ROUTES.settingsIntegrations);
  const button = page.getByRole('button', { name: 'Connect advertising' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
    0,
  );
});
