import { expect, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { passSignInCode } from './mfa.ts';

// What most specs begin with, once: the e2e database's address and signing in through the login page.

/** The product's database (global-setup puts its address in E2E_DATABASE_URL). */
export function e2eDatabaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  return url;
}

/** Signs in on the login page, passing the code step of staff (who have a second factor), to the shell. */
export async function signInThroughLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await passSignInCode(page, email);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
}
