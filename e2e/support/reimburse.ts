import { expect, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { withAdminClient } from '@seller-tools/server/testing';

// The reimbursement line's specs: the seeded sellers' password, the started product's database, the plan
// staff assign, signing in and switching to the line.

export const PASSWORD = 'Harbor#Lantern82';

export function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  return url;
}

export async function assignReimbursePlan(companyId: string) {
  await withAdminClient(databaseUrl(), (db) =>
    db.query(
      `insert into company_plans (company_id, plan_id) select $1, id from plans where name = 'reimburse'`,
      [companyId],
    ),
  );
}

/** The sign-in form filled and sent (staff then pass their second factor: passSignInCode). */
export async function submitSignIn(page: Page, email: string) {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, email: string) {
  await submitSignIn(page, email);
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
