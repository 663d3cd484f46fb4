import { expect, type Page } from '@playwright/test';

// The seller's billing settings (/reimburse/settings/billing, issue 20), for the specs that get a month's
// invoice paid through the sandbox's Stripe emulation.

/** Saves the billing details, then the test card whose radio matches `card` (e.g. /4242/). */
export async function saveDetailsAndCard(page: Page, card: RegExp) {
  await page.getByLabel(/Name to bill/).fill('Harbor Goods LLC');
  await page.getByLabel(/Billing email/).fill('ap@harbor.test');
  await page.getByLabel(/Country/).fill('US');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: 'Save card' }).click();
}
