import { expect, test } from '@playwright/test';
import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// The reimbursement setup and settings pages (issue 19) against the real server, at a phone's 375 px:
// each opens with its heading and no page-wide sideways scroll, and the product import reports bad rows.
// Set REVIEW_SHOTS=/some/dir to also save a screenshot of every page.

const PASSWORD = 'Harbor#Lantern82';
const SHOTS_DIR = process.env.REVIEW_SHOTS;

async function seedSeller() {
  const { email } = uniqueEmail('reimburse-settings');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2HARBOR',
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'done',
  });
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    await db.query(
      `insert into company_plans (company_id, plan_id) select $1, id from plans where name = 'reimburse'`,
      [user.companyId],
    );
    await db.query(
      `insert into products (channel_id, sku, asin, title, length_in, width_in, height_in, weight_lb)
       values ($1, 'LANTERN-1', 'B0E2ELAMP1', 'Harbor Storm Lantern with a long product title', 10, 8, 6, 2.5),
              ($1, 'ROPE-1', 'B0E2EROPE2', 'Harbor Braided Rope', 12, 4, 4, 1.2)`,
      [store.id],
    );
    await db.query(
      `insert into fba_estimated_fees (channel_id, sku, longest_side_in, median_side_in, shortest_side_in,
         weight_lb, size_tier, fulfillment_fee_per_unit, currency)
       values ($1, 'LANTERN-1', 12.5, 9, 7, 3.1, 'Large standard', 6.12, 'USD')`,
      [store.id],
    );
    await db.query(
      `insert into inbound_shipments (channel_id, shipment_id, name, status) values ($1, 'FBA15E2E001', 'Spring restock', 'CLOSED')`,
      [store.id],
    );
    await db.query(
      `insert into inbound_shipment_items (channel_id, shipment_id, seller_sku, quantity_shipped, quantity_received)
       values ($1, 'FBA15E2E001', 'LANTERN-1', 40, 36), ($1, 'FBA15E2E001', 'ROPE-1', 20, 20)`,
      [store.id],
    );
  });
  return user;
}

const PAGES: [string, string, string][] = [
  [REIMBURSE_ROUTES.setupShipmentDiscrepancy, 'Shipment discrepancy', 'FBA15E2E001'],
  [REIMBURSE_ROUTES.setupFeeOvercharge, 'Fee overcharge', 'LANTERN-1'],
  [REIMBURSE_ROUTES.settingsAccounts, 'Accounts', 'A2HARBOR'],
  [REIMBURSE_ROUTES.settingsCasePreference, 'Case preference', 'Approve each case'],
  [REIMBURSE_ROUTES.settingsProductDimensions, 'Product dimensions', 'ROPE-1'],
  [REIMBURSE_ROUTES.settingsNotification, 'Notifications', 'Deadline reminders'],
  [REIMBURSE_ROUTES.settingsDocumentGenerator, 'Document generator', 'Document template'],
  [REIMBURSE_ROUTES.settingsBilling, 'Billing', 'No invoices yet'],
];

test('every reimbursement setup and settings page works at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await seedSeller();
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughLogin(page, user.email, PASSWORD);
  for (const [path, title, shows] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(shows).first()).toBeVisible();
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    if (SHOTS_DIR)
      await page.screenshot({
        path: `${SHOTS_DIR}/${path.slice(1).replaceAll('/', '-')}-375.png`,
        fullPage: true,
      });
  }

  await page.goto(REIMBURSE_ROUTES.settingsProductDimensions);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'dims.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'sku,length,width,height,dimension_unit,weight,weight_unit,unit_cost\nROPE-1,30,10,10,cm,0.5,kg,3.20\nNOPE,1,1,1,in,1,lb,1\n',
    ),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('1 of 2 rows saved.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Rows not imported' }).getByText('This SKU is not in this store.'),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'ROPE-1' }).getByText('$3.20')).toBeVisible();
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/product-import-375.png`, fullPage: true });
});
