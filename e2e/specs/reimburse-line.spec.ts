import { expect, test } from '@playwright/test';
import { REIMBURSE_ROUTES, REVIEW_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { assignReimbursePlan, PASSWORD } from '../support/reimburse.ts';
import { switchLine } from '../support/seller.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// The seller's reimbursement line (issue 19) against the real server: a seller without the reimburse plan
// sees the free audit of their own store, details locked; once the plan is assigned the module switch
// opens the line's menu and its screens with the store's findings; a member limited to one store sees
// only that store's findings. Needs the audit engine's GET /api/reimburse/findings and /findings/summary.

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';

/** The UTC day `days` from today (negative: before). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

type TFindingSeed = {
  storeId: string;
  key: string;
  kind: string;
  status: string;
  sku: string;
  value: number;
  currency: string;
  deadlineInDays: number;
  action?: string;
  reimbursed?: { amount: number; id: string };
};

/**
 * A seller (Harbor Goods) with a US and a UK store, the findings an audit of them wrote, and a member who
 * may see the US store only. The findings go straight to the table: the audit itself is the engine's
 * spec; this one is about what the seller's line shows of them.
 */
async function seedSeller(prefix: string) {
  const owner = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail(`${prefix}-owner`).email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  const us = await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: `${prefix.toUpperCase().replace(/[^A-Z]/g, '')}US`,
    marketplaceId: US,
    signupStep: 'done',
  });
  const uk = await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: `${prefix.toUpperCase().replace(/[^A-Z]/g, '')}UK`,
    marketplaceId: UK,
    signupStep: 'done',
  });
  const member = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail(`${prefix}-member`).email,
    password: PASSWORD,
    name: 'Grace Hopper',
    companyId: owner.companyId,
    accessChannelList: [`${prefix.toUpperCase().replace(/[^A-Z]/g, '')}US`],
  });
  const findings: TFindingSeed[] = [
    {
      storeId: us.id,
      key: 'lost-1',
      kind: 'lost-not-reimbursed',
      status: 'open',
      sku: 'LANTERN-US-1',
      value: 4920,
      currency: 'USD',
      deadlineInDays: 9,
    },
    {
      storeId: us.id,
      key: 'refund-1',
      kind: 'refund-without-return',
      status: 'needs-action',
      sku: 'ROPE-US-2',
      value: 1899,
      currency: 'USD',
      deadlineInDays: 30,
      action: 'missing-cogs',
    },
    {
      storeId: us.id,
      key: 'paid-1',
      kind: 'lost-not-reimbursed',
      status: 'reimbursed',
      sku: 'LANTERN-US-3',
      value: 2460,
      currency: 'USD',
      deadlineInDays: 20,
      reimbursed: { amount: 2500, id: '9876543210' },
    },
    {
      storeId: uk.id,
      key: 'short-1',
      kind: 'short-received',
      status: 'open',
      sku: 'KETTLE-UK-1',
      value: 3300,
      currency: 'GBP',
      deadlineInDays: 12,
    },
  ];
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    for (const f of findings) {
      await db.query(
        `insert into reimburse_findings (channel_id, kind, finding_key, status, action_needed, sku, fnsku,
           reference_id, quantity, unit_value_minor, estimated_value_minor, currency, valuation, occurred_at,
           claim_deadline, evidence, reimbursed_amount_minor, reimbursement_ids, resolved_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 2, $9, $10, $11, 'unit cost × quantity', now() - interval '20 days',
           $12, $13, $14, $15, $16)`,
        [
          f.storeId,
          f.kind,
          f.key,
          f.status,
          f.action ?? null,
          f.sku,
          `X00${f.key.toUpperCase()}`,
          `REF-${f.key}`,
          Math.round(f.value / 2),
          f.value,
          f.currency,
          dayFromToday(f.deadlineInDays),
          JSON.stringify({ reference_id: `REF-${f.key}`, fulfillment_center: 'PHX7' }),
          f.reimbursed?.amount ?? null,
          f.reimbursed ? [f.reimbursed.id] : null,
          f.reimbursed ? new Date().toISOString() : null,
        ],
      );
    }
  });
  return { owner, member, usId: us.id, ukId: uk.id };
}

test('without the plan the seller sees a free audit; with it, the line and its screens', async ({ page }) => {
  test.setTimeout(150_000);
  const { owner } = await seedSeller('rb-owner');
  await signInThroughLogin(page, owner.email, PASSWORD);
  await switchLine(page, 'Reimbursement');

  // No plan: /dashboard of the reimburse line is the free audit of the current (US) store.
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupDashboard}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your free reimbursement audit' })).toBeVisible();
  // Open + needs-action: $49.20 + $18.99.
  await expect(page.getByTestId('stat-potential')).toHaveText('$68.19');
  await expect(page.getByText('Refunded but not returned', { exact: true })).toBeVisible();
  await expect(page.getByTestId('locked-details')).toBeVisible();
  // The details stay on the server until the company enrols.
  await expect(page.getByText('LANTERN-US-1')).toHaveCount(0);
  await page.goto(REIMBURSE_ROUTES.casesInProgress);
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupCasesInProgress}$`));
  await page.goto(REIMBURSE_ROUTES.payoutSummary);
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupPayoutSummary}$`));

  // Staff assign the plan: the same user now has the line itself.
  await assignReimbursePlan(owner.companyId);
  await page.goto(REVIEW_ROUTES.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-potential')).toHaveText('$68.19');
  await expect(page.getByTestId('stat-recovered')).toHaveText('$25.00');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const item of ['Action needed', 'Cases in progress', 'Reimbursed cases', 'Payout summary']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  // A seller is not staff: no lost-in-warehouse work list.
  await expect(menu.getByRole('link', { name: 'Lost in warehouse' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Cases in progress' }).click();
  const card = page.getByTestId('finding-card').filter({ hasText: 'LANTERN-US-1' });
  await expect(card).toBeVisible();
  await expect(card.getByText('$49.20')).toBeVisible();
  await card.getByRole('button', { name: 'Show evidence' }).click();
  await expect(card.getByRole('table', { name: 'Evidence' })).toContainText('PHX7');

  await menu.getByRole('link', { name: 'Action needed' }).click();
  await expect(page.getByRole('link', { name: 'Enter unit cost' })).toHaveAttribute(
    'href',
    REIMBURSE_ROUTES.settingsProductDimensions,
  );

  await menu.getByRole('link', { name: 'Reimbursed cases' }).click();
  await expect(page.getByText('9876543210')).toBeVisible();

  await menu.getByRole('link', { name: 'Payout summary' }).click();
  // The $25.00 finding Amazon paid outside any case of ours: shown apart, no commission on it.
  await expect(
    page.getByText('No case we filed has been paid yet, so there is no commission.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Paid by Amazon on its own' })
      .getByText('Paid by Amazon on its own, no commission: $25.00'),
  ).toBeVisible();

  // Back to the review line: its own menu and dashboard.
  await switchLine(page, 'Reviews');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Review Observer' }),
  ).toBeVisible();
});

test("a member limited to one store sees only that store's findings, on a phone too", async ({ page }) => {
  test.setTimeout(150_000);
  const { owner, member } = await seedSeller('rb-member');
  await assignReimbursePlan(owner.companyId);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughLogin(page, member.email, PASSWORD);
  await switchLine(page, 'Reimbursement');
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement dashboard' })).toBeVisible();

  await page.goto(REIMBURSE_ROUTES.casesInProgress);
  await expect(page.getByTestId('finding-card').filter({ hasText: 'LANTERN-US-1' })).toBeVisible();
  // The UK store's shortage is the owner's, not the member's.
  await expect(page.getByText('KETTLE-UK-1')).toHaveCount(0);
  await expect(page.getByText('£33.00')).toHaveCount(0);
  // Nothing sideways at 375 px.
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);
});

const SHOTS_DIR = process.env.REVIEW_SHOTS;

test('screens of the reimbursement line at 1440 and 375 px (REVIEW_SHOTS only)', async ({ page }) => {
  test.skip(!SHOTS_DIR, 'REVIEW_SHOTS not set');
  test.setTimeout(240_000);
  const { owner } = await seedSeller('rb-shots');
  await signInThroughLogin(page, owner.email, PASSWORD);
  await switchLine(page, 'Reimbursement');
  const shoot = async (name: string) => {
    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${SHOTS_DIR}/reimburse-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  await expect(page.getByRole('heading', { level: 1, name: 'Your free reimbursement audit' })).toBeVisible();
  await shoot('free-audit');
  await assignReimbursePlan(owner.companyId);
  const screens: [string, string][] = [
    ['dashboard', REVIEW_ROUTES.dashboard],
    ['action-needed', REIMBURSE_ROUTES.actionNeededCases],
    ['cases-in-progress', REIMBURSE_ROUTES.casesInProgress],
    ['reimbursed', REIMBURSE_ROUTES.cases],
    ['payout-summary', REIMBURSE_ROUTES.payoutSummary],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(name);
  }
});
