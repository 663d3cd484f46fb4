import { expect, type Page, test } from '@playwright/test';
import { REVIEW_ROUTES, USER_UPDATE_MESSAGES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, type TSeededUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, submitSignIn } from '../support/session.ts';

// Settings → Accounts (issue 15): the marketing consent shown and saved as it is, the one avatar rule in the
// profile and the side menu, the https-only image, and a member's pages without admin-only parts.
// Set REVIEW_SHOTS=/some/dir to also save screenshots of the page at 1440 and 375 px.

const PASSWORD = 'Harbor#Lantern82';
const SHOTS_DIR = process.env.REVIEW_SHOTS;

async function signIn(page: Page, email: string) {
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An admin with one imported US store, so no first-import modal stands in the way. */
async function seedOwner(prefix: string, name = 'Ada Lovelace'): Promise<TSeededUser> {
  const owner = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail(prefix).email,
    password: PASSWORD,
    name,
    companyName: 'Harbor Goods',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: `A1${prefix
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 10)}`,
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'done',
  });
  return owner;
}

/**
 * Opens a settings page and waits for its form: on a shared 2-core machine with other browsers running,
 * the profile has been seen to take 15 s to render after its data arrived.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('checkbox', { name: 'General newsletter' })).toBeVisible({ timeout: 45_000 });
}

const CONSENT = ['General newsletter', 'New feature guides', 'Recent updates'] as const;

async function expectConsent(page: Page, ticked: Record<(typeof CONSENT)[number], boolean>) {
  for (const label of CONSENT) {
    const box = page.getByRole('checkbox', { name: label });
    if (ticked[label]) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
}

test('the marketing checkboxes show, change and save the real consent; Notification agrees', async ({
  page,
}) => {
  // Two saves, each checked after a reload on two pages: slow on a shared 2-core machine.
  test.setTimeout(240_000);
  const owner = await seedOwner('acc-consent');
  await signIn(page, owner.email);
  await open(page, REVIEW_ROUTES.settingsAccounts);
  await expectConsent(page, {
    'General newsletter': false,
    'New feature guides': false,
    'Recent updates': false,
  });

  // Tick two, untick one again: each box shows what the click did.
  await page.getByRole('checkbox', { name: 'General newsletter' }).click();
  await page.getByRole('checkbox', { name: 'Recent updates' }).click();
  await page.getByRole('checkbox', { name: 'New feature guides' }).click();
  await page.getByRole('checkbox', { name: 'New feature guides' }).click();
  await expectConsent(page, {
    'General newsletter': true,
    'New feature guides': false,
    'Recent updates': true,
  });
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/user');
  await page.getByRole('button', { name: 'Save profile' }).click();
  expect((await saved).postDataJSON().is_subscribed_marketing_list).toEqual({
    general_newsletter_email: true,
    new_feature_guide_email: false,
    recent_update_email: true,
  });
  await expect(page.getByText(USER_UPDATE_MESSAGES.saved)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'General newsletter' })).toBeVisible({ timeout: 45_000 });
  await expectConsent(page, {
    'General newsletter': true,
    'New feature guides': false,
    'Recent updates': true,
  });
  await open(page, REVIEW_ROUTES.settingsNotification);
  await expectConsent(page, {
    'General newsletter': true,
    'New feature guides': false,
    'Recent updates': true,
  });

  // And back: unticking everything is saved as such too.
  await open(page, REVIEW_ROUTES.settingsAccounts);
  await page.getByRole('checkbox', { name: 'General newsletter' }).click();
  await page.getByRole('checkbox', { name: 'Recent updates' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(USER_UPDATE_MESSAGES.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'General newsletter' })).toBeVisible({ timeout: 45_000 });
  await expectConsent(page, {
    'General newsletter': false,
    'New feature guides': false,
    'Recent updates': false,
  });
  await open(page, REVIEW_ROUTES.settingsNotification);
  await expectConsent(page, {
    'General newsletter': false,
    'New feature guides': false,
    'Recent updates': false,
  });
});

test('profile and side menu show the same initials, the menu follows a rename; an http image is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await seedOwner('acc-avatar', 'Ada Byron Lovelace');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, owner.email);
  await open(page, REVIEW_ROUTES.settingsAccounts);
  const profile = page.getByRole('region', { name: 'Profile' });
  const menu = page.getByRole('button', { name: /^Account menu for / });
  await expect(profile.getByText('AL', { exact: true })).toBeVisible();
  await expect(menu.getByText('AL', { exact: true })).toBeVisible();

  await profile.getByRole('textbox', { name: 'Name' }).fill('Grace Brewster Hopper');
  await profile.getByRole('textbox', { name: 'Image URL' }).fill('http://images.example.com/grace.png');
  await expect(profile.getByText(USER_UPDATE_MESSAGES.imageInvalid)).toBeVisible();
  await profile.getByRole('textbox', { name: 'Image URL' }).fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(USER_UPDATE_MESSAGES.saved)).toBeVisible();
  // No reload: the side menu follows the saved name at once.
  await expect(menu).toHaveAccessibleName('Account menu for Grace Brewster Hopper');
  await expect(menu.getByText('GH', { exact: true })).toBeVisible();
  await expect(profile.getByText('GH', { exact: true })).toBeVisible();

  if (SHOTS_DIR) {
    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(REVIEW_ROUTES.settingsAccounts);
      await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS_DIR}/accounts-admin-${width}.png`, fullPage: true });
    }
  }
});

test('a member sees no team, asks nothing of /api/user/list, and gets no Disconnect button', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await seedOwner('acc-member-owner');
  const member = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('acc-member').email,
    password: PASSWORD,
    name: 'Bob Builder',
    companyId: owner.companyId,
    isCompanyAdmin: false,
    signupStep: 'done',
  });
  const teamCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/list') teamCalls.push(request.url());
  });
  await signIn(page, member.email);
  await open(page, REVIEW_ROUTES.settingsAccounts);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Bob Builder');
  await expect(page.getByRole('heading', { name: 'Team' })).toHaveCount(0);

  await page.goto(REVIEW_ROUTES.settingsIntegrations);
  await expect(page.getByRole('article', { name: /^Amazon United States/ })).toBeVisible();
  await expect(page.getByText(/Only a company administrator can connect or disconnect them/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Connect marketplace' })).toHaveCount(0);
  expect(teamCalls).toEqual([]);

  if (SHOTS_DIR) {
    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(REVIEW_ROUTES.settingsIntegrations);
      await expect(page.getByRole('article', { name: /^Amazon United States/ })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS_DIR}/integrations-member-${width}.png`, fullPage: true });
      await page.goto(REVIEW_ROUTES.settingsAccounts);
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS_DIR}/accounts-member-${width}.png`, fullPage: true });
    }
  }
});
