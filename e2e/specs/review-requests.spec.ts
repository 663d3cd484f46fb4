import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, REVIEW_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl } from '../support/session.ts';

// Review Request Automation (issue 8) against the real server: a seller turns the rule on, the backfill
// schedules the orders still inside Amazon's window, the log lists them and exports them as CSV.

const PASSWORD = 'Harbor#Lantern82';
const US = 'ATVPDKIKX0DER';

test('turning the rule on schedules the orders inside the window; the log lists and exports them', async ({
  page,
}) => {
  const { email } = uniqueEmail('rr');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2RRHARBOR',
    marketplaceId: US,
    signupStep: 'done',
  });
  // Three orders delivered 3, 10 and 40 days ago: the last one is past Amazon's 30-day window.
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    for (const [n, days] of [
      [1, 3],
      [2, 10],
      [3, 40],
    ] as const) {
      const id = `113-000000${n}-0000001`;
      await db.query(
        `insert into orders (channel_id, amazon_order_id, marketplace_id, status, purchase_date, last_update_date,
           earliest_delivery_date, latest_delivery_date)
         values ($1, $2, $3, 'Shipped', now() - make_interval(days => $4 + 3), now() - make_interval(days => $4 + 2),
           now() - make_interval(days => $4), now() - make_interval(days => $4))`,
        [store.id, id, US, days],
      );
      await db.query(
        `insert into order_items (channel_id, amazon_order_id, sku, asin, quantity) values ($1, $2, $3, $4, 1)`,
        [store.id, id, `LANTERN-${n}`, `B0E2ERR00${n}`],
      );
    }
  });

  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(REVIEW_ROUTES.reviewRequestAutomation);

  await expect(page.getByRole('heading', { name: 'No review requests yet' })).toBeVisible();
  await page.getByRole('switch', { name: /Send review requests automatically/ }).click({ force: true });
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText(/Review request rule saved\. 2 orders scheduled\./)).toBeVisible();

  // The two orders still inside the window wait for their day; the old one is not there.
  await expect(page.getByText('113-0000001-0000001')).toBeVisible();
  await expect(page.getByText('113-0000002-0000001')).toBeVisible();
  await expect(page.getByText('113-0000003-0000001')).toHaveCount(0);

  // Searching by ASIN narrows the log (after the 500 ms debounce).
  await page.getByPlaceholder(/Order id or ASIN/).fill('B0E2ERR002');
  await expect(page.getByText('113-0000001-0000001')).toHaveCount(0);
  await expect(page.getByText('113-0000002-0000001')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloading;
  const text = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('Order ID,ASINs');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['113-0000002-0000001']);
});
