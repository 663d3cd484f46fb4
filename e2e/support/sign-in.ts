import { expect, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@seller-tools/contract';

/** Signs in on the login page and waits for the shell (desktop side menu or mobile top bar). */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible({ timeout: 60_000 });
}
