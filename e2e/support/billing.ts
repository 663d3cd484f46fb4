import { expect, type Page } from '@playwright/test';

// The seller's billing settings (/reimburse/settings/billing, issue 20), for the specs that get a month's
// invoice paid through the sandbox's Stripe emulation.

/** Saves the billing details, then the test card whose radio matches `card` (e.g. /4242/). */
export async function saveDetailsAndCard(page: Page, card: RegExp) {
  await page.getByRole('textbox', { name: 'Name on invoices' }).fill('Harbor Goods LLC');
  await page.getByRole('textbox', { name: 'Billing email' }).fill('ap@harbor.test');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Harbor Way');
  await page.getByRole('textbox', { name: 'City' }).fill('Seattle');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('98101');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'United States' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: 'Save card' }).click();
}
