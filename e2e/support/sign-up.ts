import { expect, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@seller-tools/contract';

/** The person who signs up in the e2e specs and in the product videos. */
export const SIGN_UP = { name: 'Jane Cooper', company: 'Cooper Home Goods', password: 'Harbor#Lantern82' };

// The videos record outside the test runner, where expect waits only 5 s: they pass their own patience.
type TWait = { timeout?: number };

/** Fills /register/info and creates the account; resolves on the verify step. */
export async function signUp(page: Page, local: string, wait: TWait = {}): Promise<void> {
  await page.goto(PUBLIC_ROUTES.registerInfo);
  await page.getByLabel('Full name').fill(SIGN_UP.name);
  await page.getByPlaceholder('your.name').fill(local);
  await page.getByLabel('Company name').fill(SIGN_UP.company);
  await page.getByLabel('Password', { exact: true }).fill(SIGN_UP.password);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.registerVerifyEmail}$`), wait);
}

/** Types the code box by box, as a person would; the boxes advance by themselves. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code, { delay: 30 });
}

/** Signs up, enters the mailed code (read once the mail can have been sent) and resolves on the connect step. */
export async function signUpToConnect(
  page: Page,
  local: string,
  mailedCode: () => Promise<string>,
  wait: TWait = {},
): Promise<void> {
  await signUp(page, local, wait);
  await typeCode(page, await mailedCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.registerConnectAmazon}$`), wait);
}

/** On the connect step: picks the region and marketplace, connects and confirms; resolves with Amazon's consent popup. */
export async function openConsentPopup(page: Page, region: string, marketplace: RegExp): Promise<Page> {
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: region }).click();
  await page.getByRole('combobox', { name: 'Marketplace' }).click();
  await page.getByRole('option', { name: marketplace }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/apps\/authorize\/consent\?/);
  return popup;
}
