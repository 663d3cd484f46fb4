import { expect, test } from '@playwright/test';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { connectReviewedStore, createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { PASSWORD } from '../support/reimburse.ts';
import { e2eDatabaseUrl, sandboxUrl, signInThroughLogin } from '../support/session.ts';
import { SHOTS_DIR, shootBothWidths } from '../support/shots.ts';

// Issue 25's bar: a store connected today — the sandbox's big seller, its catalogue and every ASIN's
// product and review pages read as the initial import reads them — shows in the Product Ratings Tracker
// a rating history reaching back to its first review, labelled reconstructed, with the drops and rises
// the reviews imply (before, every change was 0.0 until days of snapshots had passed).

const BIG_SELLER = 'A1US9WKS7FGPAW';

async function ownerWithBigStore() {
  const owner = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('history-owner').email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: `History Goods ${Date.now()}`,
  });
  const store = await connectReviewedStore(e2eDatabaseUrl(), sandboxUrl(), {
    companyId: owner.companyId,
    sellerId: BIG_SELLER,
    marketplaceId: 'ATVPDKIKX0DER',
  });
  return { owner, store };
}

test('a store connected today shows its rating history back to the first review, with drops and rises', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { owner, store } = await ownerWithBigStore();
  expect(store.reviews).toBeGreaterThan(1000);

  await signInThroughLogin(page, owner.email, PASSWORD);
  await page.goto(REVIEW_ROUTES.ratings);
  const table = page.getByRole('table', { name: 'Products and their ratings' });
  await expect(table.getByText('Reconstructed').first()).toBeVisible({ timeout: 60_000 });
  // Drops and rises on the first day, from the history the reviews imply (the overview's counts).
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(
    page.getByText(/products shoppers now see lower, \d+ from reconstructed history/),
  ).toBeVisible();
  await expect(page.getByText(/products rated higher, \d+ from reconstructed history/)).toBeVisible();
  await page.getByRole('tab', { name: 'All products' }).click();

  // One product's history reaches back to its first review: dashed until today's first snapshot.
  await table
    .getByRole('button', { name: /^Rating history of / })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Rating history' });
  await drawer.getByText('Since 1st review', { exact: true }).click();
  await expect(drawer.getByText(/Dashed: rebuilt from the reviews since/)).toBeVisible();
  await expect(drawer.getByText('Reconstructed from reviews', { exact: true })).toBeVisible();
});

// The review line's newer screens (issue 25) on a store with a year of data, for a person to look at.
test('screens of the review line at 1440 and 375 px (REVIEW_SHOTS only)', async ({ page }) => {
  test.skip(!SHOTS_DIR, 'REVIEW_SHOTS not set');
  test.setTimeout(300_000);
  const { owner } = await ownerWithBigStore();
  await signInThroughLogin(page, owner.email, PASSWORD);
  const screens: [string, string, string | null][] = [
    ['tracker', REVIEW_ROUTES.ratings, null],
    ['reports-reviews', REVIEW_ROUTES.reports, null],
    ['reports-sales', REVIEW_ROUTES.reports, 'Sales'],
    ['reports-profit', REVIEW_ROUTES.reports, 'Profit'],
    ['review-requests', REVIEW_ROUTES.reviewRequestAutomation, null],
    ['notification', REVIEW_ROUTES.settingsNotification, null],
    ['webhooks', REVIEW_ROUTES.settingsWebhooks, null],
  ];
  for (const [name, path, tab] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    if (tab) await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await shootBothWidths(page, `review-${name}`);
  }
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await shootBothWidths(page, 'review-bell');
});
