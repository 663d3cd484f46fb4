import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES, REIMBURSE_ROUTES } from '@seller-tools/contract';
import {
  createChannel,
  createVerifiedUser,
  runBillingMonth,
  type TBillableCase,
  withAdminClient,
} from '@seller-tools/server/testing';
import { saveDetailsAndCard } from '../support/billing.ts';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, sandboxUrl } from '../support/session.ts';

// Commission billing (issue 20) against the real server and the sandbox's Stripe emulation: the seller
// saves billing details and a test card on /reimburse/settings/billing, the month's invoice is built from
// billable cases (the billable-cases port's test wiring) and charged through the emulated Stripe; a card
// that declines charges shows the invoice failed, and Retry payment pays it once the card is replaced.

const PASSWORD = 'Harbor#Lantern82';
const MONTH = '2026-10';

async function seedSeller(tag: string) {
  const { email } = uniqueEmail(`billing-${tag}`);
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: `Harbor ${tag}`,
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: `A2BILL${tag.toUpperCase()}`,
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'done',
  });
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    await db.query(
      `insert into company_plans (company_id, plan_id) select $1, id from plans where name = 'reimburse'`,
      [user.companyId],
    );
  });
  return { ...user, email, channelId: store.id };
}

function billableCase(channelId: string, id: string, minor: number): TBillableCase {
  return {
    caseId: id,
    channelId,
    kind: 'lost-not-reimbursed',
    amazonCaseId: `1${id.replace(/\D/g, '').padStart(9, '0')}`,
    reimbursedMinor: minor,
    currency: 'USD',
    reimbursedAt: new Date('2026-10-14T12:00:00Z'),
  };
}

async function billMonth(companyId: string, cases: TBillableCase[]) {
  await runBillingMonth({
    databaseUrl: e2eDatabaseUrl(),
    stripeApiBase: sandboxUrl(),
    month: MONTH,
    cases: { [companyId]: cases },
  });
}

async function openBilling(page: Page, email: string) {
  await page.goto(PUBLIC_ROUTES.login);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
  await page.goto(REIMBURSE_ROUTES.settingsBilling);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
}

test('the seller adds the test card and the month’s invoice is paid through the emulated Stripe', async ({
  page,
}) => {
  const seller = await seedSeller('paid');
  await openBilling(page, seller.email);
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await saveDetailsAndCard(page, /4242/);
  await expect(page.getByTestId('billing-card')).toHaveText('Visa ending 4242');

  await billMonth(seller.companyId, [
    billableCase(seller.channelId, 'case-1', 12_345),
    billableCase(seller.channelId, 'case-2', 1_001),
  ]);
  await page.reload();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByText(MONTH)).toBeVisible();
  await expect(invoices.getByText('$26.69 (20%)')).toBeVisible();
  await expect(invoices.getByText('Paid', { exact: true })).toBeVisible();
  // The sandbox's Stripe delivered its signed events to the server's webhook, which verified them.
  await expect
    .poll(() =>
      withAdminClient(e2eDatabaseUrl(), async (db) => {
        const { rows } = await db.query<{ type: string }>(
          `select type from billing_stripe_events where type in ('setup_intent.succeeded', 'invoice.paid')`,
        );
        return new Set(rows.map((r) => r.type)).size;
      }),
    )
    .toBe(2);
  const download = page.waitForEvent('download');
  await invoices.getByRole('button', { name: /Download invoice/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^ST-202610-.+-USD\.pdf$/);
});

test('a card that declines charges shows the invoice failed; Retry payment pays it with a new card', async ({
  page,
}) => {
  const seller = await seedSeller('declined');
  await openBilling(page, seller.email);
  await saveDetailsAndCard(page, /0341/);
  await expect(page.getByTestId('billing-card')).toHaveText('Visa ending 0341');

  await billMonth(seller.companyId, [billableCase(seller.channelId, 'case-9', 10_000)]);
  await page.reload();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByText('Payment failed')).toBeVisible();
  await expect(invoices.getByText(/Your card was declined\. Next try \d{4}-\d{2}-\d{2}\./)).toBeVisible();

  // Still the declining card: the retry fails again.
  await invoices.getByRole('button', { name: /Retry payment/ }).click();
  await expect(page.getByText('Payment failed').first()).toBeVisible();

  await page.getByRole('radio', { name: /4242/ }).check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('billing-card')).toHaveText('Visa ending 4242');
  await invoices.getByRole('button', { name: /Retry payment/ }).click();
  await expect(invoices.getByText('Paid', { exact: true })).toBeVisible();
  await expect(invoices.getByRole('button', { name: /Retry payment/ })).toHaveCount(0);
});
