import { expect, test } from '@playwright/test';
import { REVIEW_ROUTES, TEAM_MESSAGES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser } from '@seller-tools/server/testing';
import { latestMail, uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, submitSignIn } from '../support/session.ts';

const PASSWORD = 'Harbor#Lantern82';
// Set REVIEW_SHOTS=/some/dir to also save screenshots of the store picker, the team list and the accept page.
const SHOTS_DIR = process.env.REVIEW_SHOTS;

test('an admin invites a member limited to one store; the member accepts the link, chooses a password and sees only that store', async ({
  page,
  request,
}) => {
  // An invitation, its acceptance and two sign-ins: slow on a shared 2-core machine.
  test.setTimeout(150_000);
  const owner = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('team-owner').email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: 'A1HARBORUS',
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'done',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: 'B2HARBORDE',
    marketplaceId: 'A1PA6795UKMFR9',
    signupStep: 'done',
  });
  const invitee = uniqueEmail('team-member').email;

  await submitSignIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(REVIEW_ROUTES.settingsAccounts);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
  // Least privilege: the dialog starts with no store; the admin picks one.
  await expect(dialog.getByRole('switch', { name: /every store/ })).not.toBeChecked();
  await dialog.getByPlaceholder('No store').click();
  // Stores by name and marketplace, not by seller id.
  await expect(page.getByRole('option', { name: 'Harbor Goods · Germany' })).toBeVisible();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/team-store-picker.png` });
  await page.getByRole('option', { name: 'Harbor Goods · United States' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(TEAM_MESSAGES.invited)).toBeVisible();
  // No account yet: the invitee shows among the pending invitations only.
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  const invited = pending.getByRole('listitem', { name: invitee });
  await expect(invited).toContainText('Harbor Goods · United States');
  await expect(invited).not.toContainText('A1HARBORUS');
  await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Team members' }).getByRole('listitem', { name: invitee }),
  ).toHaveCount(0);
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
  // Fixed text: no name the admin typed, no password; one link to accept.
  expect(mail.text).not.toContain('Grace');
  const link = /https?:\/\/\S+\/invitation\/accept\?token=\S+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  const { pathname, search } = new URL(link);

  // A fresh browser state: the invitee opens the link on their own.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${pathname}${search}`);
  await expect(page.getByText('Harbor Goods')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/team-accept-invitation.png`, fullPage: true });
  const newPassword = 'Orchard!Compass47';
  await page.locator('input[name="new-password"]').fill(newPassword);
  await page.locator('input[name="confirm-password"]').fill(newPassword);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText(TEAM_MESSAGES.accepted);
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  await submitSignIn(page, invitee, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  const target = page.getByRole('button', { name: /^Store: / });
  await expect(target).toHaveAccessibleName('Store: Harbor Goods, United States');
  await target.click();
  const dropdown = page.getByRole('dialog', { name: /^Store: / });
  await expect(dropdown.getByRole('button', { name: 'United States', exact: true })).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Germany', exact: true })).toHaveCount(0);

  // Accepted: the admin sees a member, and no pending invitation any more.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await submitSignIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(REVIEW_ROUTES.settingsAccounts);
  const joined = page.getByRole('list', { name: 'Team members' }).getByRole('listitem', { name: invitee });
  await expect(joined).toContainText('Grace Hopper');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
});
