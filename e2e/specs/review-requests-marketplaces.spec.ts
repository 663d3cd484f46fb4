import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, REVIEW_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl } from '../support/session.ts';

// Issue 15: a German store's page showed eligible 0, upcoming 0, skipped 0 and no reason, its rule started
// in America/Los_Angeles, and Integrations printed the browser's time while the rule page used another
// zone. (That German stores now get orders at all is proven against the sandbox's sellers of each region
// in review-requests.marketplaces.sandbox.test.ts: a real import at Amazon's report rate takes minutes.)

const PASSWORD = 'Harbor#Lantern82';
const DE = 'A1PA6795UKMFR9';
const SHOTS = process.env.REVIEW_SHOTS;

test('a German store: the rule starts in Berlin time, the page says why nothing waits, times carry their zone', async ({
  page,
}) => {
  // Generous: on a loaded shared machine the page alone takes seconds to start.
  test.setTimeout(180_000);
  const { email } = uniqueEmail('rr-de');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2RRBERLIN',
    marketplaceId: DE,
    region: 'Europe',
    signupStep: 'done',
  });
  // Two orders delivered 10 and 40 days ago: only the first is still inside Amazon's window.
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    for (const [n, days] of [
      [1, 10],
      [2, 40],
    ] as const) {
      const id = `302-000000${n}-0000001`;
      await db.query(
        `insert into orders (channel_id, amazon_order_id, marketplace_id, status, purchase_date, last_update_date,
           earliest_delivery_date, latest_delivery_date)
         values ($1, $2, $3, 'Shipped', now() - make_interval(days => $4 + 3), now() - make_interval(days => $4 + 2),
           now() - make_interval(days => $4), now() - make_interval(days => $4))`,
        [store.id, id, DE, days],
      );
      await db.query(
        `insert into order_items (channel_id, amazon_order_id, sku, asin, quantity) values ($1, $2, $3, $4, 1)`,
        [store.id, id, `BERLIN-${n}`, `B0E2EDE00${n}`],
      );
    }
  });

  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(REVIEW_ROUTES.reviewRequestAutomation);

  // Three zeros, and why.
  const why = page.getByRole('alert', { name: 'Why no order is eligible' });
  await expect(why).toContainText(
    'The rule is off, so nothing is scheduled. Turning it on schedules the 1 order whose Amazon window is open or about to open.',
    { timeout: 60_000 },
  );
  await expect(why).toContainText(/Orders last imported \d+ \w{3} \d{4}, \d{2}:\d{2} CES?T\./);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rr-de-idle-1440.png`, fullPage: true });

  await page.getByRole('switch', { name: /Send review requests automatically/ }).click({ force: true });
  await page.getByRole('switch', { name: /Test mode/ }).click({ force: true });
  // A new rule starts in the marketplace's zone.
  await expect(page.getByText(/at 10:00 Europe\/Berlin time/)).toBeVisible();
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Review request rule saved. 1 order scheduled.')).toBeVisible();
  await expect(why).toHaveCount(0);
  await expect(page.getByText('302-0000001-0000001')).toBeVisible();
  await expect(page.getByText(/^Scheduled for \d+ \w{3} \d{4}, \d{2}:\d{2} CES?T$/)).toBeVisible();
  await expect(page.getByText(/^Last saved \d+ \w{3} \d{4}, \d{2}:\d{2} CES?T$/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rr-de-scheduled-1440.png`, fullPage: true });

  // Settings → Integrations prints its times in the same zone, labelled alike.
  await page.goto(REVIEW_ROUTES.settingsIntegrations);
  const card = page.getByRole('article', { name: 'Amazon Germany · A2RRBERLIN' });
  await expect(card.getByText(/^Connected \d+ \w{3} \d{4}, \d{2}:\d{2} CES?T · Last sync/)).toBeVisible({
    timeout: 60_000,
  });
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/integrations-de-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/integrations-de-375.png`, fullPage: true });
    await page.goto(REVIEW_ROUTES.reviewRequestAutomation);
    await expect(page.getByText('302-0000001-0000001')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/rr-de-scheduled-375.png`, fullPage: true });
  }
});
