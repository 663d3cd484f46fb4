import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES, REVIEW_ROUTES, TEAM_MESSAGES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser } from '@seller-tools/server/testing';
import { latestMail, uniqueEmail } from '../support/mailbox.ts';

const PASSWORD = 'Harbor#Lantern82';
// Set REVIEW_SHOTS=/some/dir to also save screenshots of the store picker and the team list.
const SHOTS_DIR = process.env.REVIEW_SHOTS;

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  return url;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an admin invites a member limited to one store; the member changes the temporary password and sees only that store', async ({
  page,
  request,
}) => {
  // Two sign-ins, a password change and a third sign-in: slow on a shared 2-core machine.
  test.setTimeout(150_000);
  const owner = await createVerifiedUser(databaseUrl(), {
    email: uniqueEmail('team-owner').email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  await createChannel(databaseUrl(), {
    companyId: owner.companyId,
    sellerId: 'A1HARBORUS',
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'done',
  });
  await createChannel(databaseUrl(), {
    companyId: owner.companyId,
    sellerId: 'B2HARBORDE',
    marketplaceId: 'A1PA6795UKMFR9',
    signupStep: 'done',
  });
  const invitee = uniqueEmail('team-member').email;

  await signIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(REVIEW_ROUTES.settingsAccounts);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
  await dialog.getByRole('switch', { name: /every store/ }).click({ force: true });
  await dialog.getByPlaceholder('No store').click();
  // Stores by name and marketplace, not by seller id.
  await expect(page.getByRole('option', { name: 'Harbor Goods · Germany' })).toBeVisible();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/team-store-picker.png` });
  await page.getByRole('option', { name: 'Harbor Goods · United States' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(TEAM_MESSAGES.invited)).toBeVisible();
  const invited = page.getByRole('listitem', { name: invitee });
  await expect(invited).toContainText('Harbor Goods · United States');
  await expect(invited).not.toContainText('A1HARBORUS');
  await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
  if (SHOTS_DIR) {
    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      await invited.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/team-invited-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const mail = await latestMail(request, invitee);
  const temporary = /Your temporary password: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(temporary).not.toBe('');

  // A fresh browser state: the member signs in on their own.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, invitee, temporary);
  await expect(page).toHaveURL(new RegExp(`${PUBLIC_ROUTES.changePassword}$`));
  const newPassword = 'Orchard!Compass47';
  await page.getByRole('textbox', { name: 'Temporary password' }).fill(temporary);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const target = page.getByRole('button', { name: /^Store: / });
  await expect(target).toHaveAccessibleName('Store: Harbor Goods, United States');
  await target.click();
  const dropdown = page.getByRole('dialog', { name: /^Store: / });
  await expect(dropdown.getByRole('button', { name: 'United States', exact: true })).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Germany', exact: true })).toHaveCount(0);

  // Signed in once: the admin no longer sees them as invited.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(REVIEW_ROUTES.settingsAccounts);
  const joined = page.getByRole('listitem', { name: invitee });
  await expect(joined).toContainText('Grace Hopper');
  await expect(joined.getByText('Invited', { exact: true })).toHaveCount(0);
});
