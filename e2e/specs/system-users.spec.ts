import { expect, type Page, test } from '@playwright/test';
import { ROLES, SYSTEM_ROUTES, SYSTEM_USER_MESSAGES } from '@seller-tools/contract';
import { createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { freshCode } from '../support/mfa.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

const PASSWORD = 'Harbor#Lantern82';
// Set SHELL_SHOTS=/some/dir to also save screenshots of the page at 1440 and 375 px.
const SHOTS = process.env.SHELL_SHOTS;

test('a super-admin finds a user, deletes and restores them, and sees both in the audit trail', async ({
  page,
}) => {
  const admin = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('sysadmin').email,
    password: PASSWORD,
    name: 'Root Admin',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.superAdmin],
  });
  const target = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('monitored').email,
    password: PASSWORD,
    name: 'Monitored Seller',
    companyName: 'Harbor Goods',
  });

  await signInThroughLogin(page, admin.email, PASSWORD);
  await page.goto(SYSTEM_ROUTES.userMonitoring);
  await page.getByRole('textbox', { name: 'Search users' }).fill(target.email);
  const row = page.getByRole('row').filter({ hasText: target.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: `Delete ${target.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  // Deleting a user takes a fresh code (step-up).
  await dialog.getByRole('textbox', { name: 'Authentication code' }).fill(await freshCode(admin.email));
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(SYSTEM_USER_MESSAGES.deleted)).toBeVisible();
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Restore ${target.email}` }).click();
  await page.getByRole('dialog', { name: 'Restore user' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(SYSTEM_USER_MESSAGES.restored)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit trail' }).click();
  const entries = page.getByRole('row').filter({ hasText: target.email });
  await expect(entries.filter({ hasText: `Deleted the user ${target.email}` })).toContainText('Root Admin');
  await expect(entries.filter({ hasText: `Restored the user ${target.email}` })).toContainText(admin.email);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-monitoring-audit-1280.png`, fullPage: true });
});

/** Texts inside the locator that their box cuts (an ellipsis, or hidden overflow). */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ''),
    );
}

test('user monitoring fits: whole status badges at 1440 and 1100 px, no sideways page scroll at 375 px', async ({
  page,
}) => {
  const admin = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('sysadmin-fit').email,
    password: PASSWORD,
    name: 'Root Admin',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.superAdmin],
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughLogin(page, admin.email, PASSWORD);
  await page.goto(SYSTEM_ROUTES.userMonitoring);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  expect(await cutTexts(page, '.mantine-Badge-label')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-monitoring-1440.png`, fullPage: true });
  // Narrower, the table is at its least width and squeezes its columns: the badges still keep their word.
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(page.getByRole('table')).toBeVisible();
  expect(await cutTexts(page, '.mantine-Badge-label')).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-monitoring-1100.png`, fullPage: true });

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // The page itself (html) is no wider than the window.
  const sideways = () => page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-monitoring-375.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page.getByRole('textbox', { name: 'Actor' })).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/user-monitoring-audit-375.png`, fullPage: true });
});
