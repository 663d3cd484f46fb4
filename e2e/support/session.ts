import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { passSignInCode } from './mfa.ts';

// What most specs begin with, once: the e2e database's and the sandbox's addresses, and signing in through
// the login page.

function fromSetup(name: 'E2E_DATABASE_URL' | 'E2E_SANDBOX_URL'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run through the e2e global setup`);
  return url;
}

/** The product's database (global-setup puts its address in E2E_DATABASE_URL). */
export const e2eDatabaseUrl = () => fromSetup('E2E_DATABASE_URL');

/** The sandbox (global-setup puts its address in E2E_SANDBOX_URL). */
export const sandboxUrl = () => fromSetup('E2E_SANDBOX_URL');

/** The sign-in form filled and sent; what follows (code step, shell, an error) is the caller's to await. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in on the login page, passing the code step of staff (who have a second factor), to the shell.
 * `timeout`: how long the shell may take (a spec whose sign-in follows heavy seeding gives it longer).
 */
export async function signInThroughLogin(
  page: Page,
  email: string,
  password: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await submitSignIn(page, email, password);
  await passSignInCode(page, email, options.timeout);
}
