import { expect, test } from '@playwright/test';
import {
  BOARD_AUTHORING_ROUTE,
  MODAL_TITLES,
  PRODUCT_NAME,
  ROLES,
  SHELL_LABELS,
} from '@seller-tools/contract';
import { createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Issue 24: staff write and publish a "What's new?" entry; a seller sees it marked new, opens it, and the
// mark goes (the last-seen marker is the server's, so it stays gone on the next visit).

const PASSWORD = 'Harbor#Lantern82';

test('staff publish a changelog entry; a seller sees it marked new until they open it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('editor').email,
    password: PASSWORD,
    name: 'News Editor',
    companyName: 'Seller Tools Staff',
    roles: [ROLES.superAdmin],
  });
  const seller = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('reader').email,
    password: PASSWORD,
    name: 'Maria Lopez',
    companyName: `Harbor ${Date.now().toString(36)}`,
  });
  const title = `Bulk tag edits ${Date.now().toString(36)}`;

  const staffPage = await (await browser.newContext()).newPage();
  await signInThroughLogin(staffPage, staff.email, PASSWORD);
  await staffPage.goto(BOARD_AUTHORING_ROUTE);
  await staffPage.getByRole('button', { name: 'New post' }).click();
  await staffPage.getByRole('textbox', { name: /^Title/ }).fill(title);
  await staffPage
    .getByRole('textbox', { name: /^Contents/ })
    .fill('<p>Tag <b>many</b> reviews at once.</p><script>window.hacked = true</script>');
  // The preview is what users will see, already sanitised.
  const preview = staffPage.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await staffPage.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staffPage.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await signInThroughLogin(page, seller.email, PASSWORD);
  const whatsNew = page.getByRole('button', { name: SHELL_LABELS.whatsNew }).first();
  await expect(whatsNew).toHaveAttribute('aria-description', /new post/);
  await whatsNew.click();
  const modal = page.getByRole('dialog', { name: MODAL_TITLES.news(PRODUCT_NAME) });
  const entry = modal.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(entry).toContainText('New');
  await expect(entry).toContainText('Tag many reviews at once.');
  expect(await page.evaluate(() => (globalThis as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(whatsNew).not.toHaveAttribute('aria-description', /new post/);
  await page.keyboard.press('Escape');

  // The next visit: nothing is new any more.
  await page.reload();
  await expect(page.getByRole('button', { name: SHELL_LABELS.whatsNew }).first()).toBeVisible();
  await page.getByRole('button', { name: SHELL_LABELS.whatsNew }).first().click();
  const again = page
    .getByRole('dialog', { name: MODAL_TITLES.news(PRODUCT_NAME) })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(again).toBeVisible();
  await expect(again.getByText('New', { exact: true })).toHaveCount(0);

  // Unpublished, it is gone for users.
  await staffPage.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(staffPage.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: SHELL_LABELS.whatsNew }).first().click();
  await expect(page.getByRole('dialog', { name: MODAL_TITLES.news(PRODUCT_NAME) })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
