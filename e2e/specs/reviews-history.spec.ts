import { expect, test } from '@playwright/test';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { connectReviewedStore, createVerifiedUser } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { PASSWORD, sandboxUrl } from '../support/reimburse.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Issue 25's bar: a store connected today — the sandbox's big seller, its catalogue and every ASIN's
// product and review pages read as the initial import reads them — shows in the Product Ratings Tracker
// a rating history reaching back to its first review, labelled reconstructed, with the drops and rises
// the reviews imply (before, every change was 0.0 until days of snapshots had passed).

const BIG_SELLER = 'A1US9WKS7FGPAW';

test('a store connected today shows its rating history back to the first review, with drops and rises', async ({
  page,
}) => {
  test.setTimeout(240_000);
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
