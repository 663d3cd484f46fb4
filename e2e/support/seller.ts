import { expect, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@seller-tools/contract';

// What the seller-side specs share: the e2e database's address, signing in through the form, and the
// product-line switch above the menu.

export function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  return url;
}

/** Signs in through the sign-in form and waits for the shell (the side menu, or the phone's menu button). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
}

/** Switches the product line with the switch above the menu (opening the mobile menu first on a phone). */
export async function switchLine(page: Page, line: 'Reviews' | 'Reimbursement') {
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page.getByTestId('module-switch').getByText(line, { exact: true }).click();
  await expect(page).toHaveURL(/\/(dashboard|reimburse\/signup-dashboard)$/);
}
