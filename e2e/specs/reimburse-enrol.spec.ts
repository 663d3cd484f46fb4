import { expect, test } from '@playwright/test';
import { ENROL_TERMS_VERSION, REIMBURSE_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { finishEnrolBilling, nextEnrolStep } from '../support/reimburse.ts';
import { switchLine } from '../support/seller.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// Self-service enrolment (issue 20) against the real server: a seller without the reimburse plan sees the
// free audit, starts recovering, goes through the four signup steps (outside the shell) and lands on the
// reimbursement dashboard with the line's menu; a reload mid-way opens the step reached.

const PASSWORD = 'Harbor#Lantern82';
const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';

/** A seller (Harbor Goods) with a US and a UK store and two open findings of the US store's audit. */
async function seedSeller(prefix: string) {
  const owner = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail(`${prefix}-owner`).email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  const seller = prefix.toUpperCase().replace(/[^A-Z]/g, '');
  const us = await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: `${seller}US`,
    marketplaceId: US,
    signupStep: 'done',
  });
  await createChannel(e2eDatabaseUrl(), {
    companyId: owner.companyId,
    sellerId: `${seller}UK`,
    marketplaceId: UK,
    signupStep: 'done',
  });
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    for (const [key, kind, value] of [
      ['lost-1', 'lost-not-reimbursed', 4920],
      ['refund-1', 'refund-without-return', 1899],
    ] as const) {
      await db.query(
        `insert into reimburse_findings (channel_id, kind, finding_key, status, sku, quantity, estimated_value_minor,
           currency, occurred_at, claim_deadline)
         values ($1, $2, $3, 'open', $4, 1, $5, 'USD', now() - interval '20 days', (now() + interval '30 days')::date)`,
        [us.id, kind, key, `SKU-${key}`, value],
      );
    }
  });
  return { owner, sellerId: `${seller}US` };
}

test('a seller without the plan enrols through steps 1–4 and lands on the reimbursement dashboard', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { owner, sellerId } = await seedSeller('enrol-owner');
  await signInThroughLogin(page, owner.email, PASSWORD);
  await switchLine(page, 'Reimbursement');

  // The free audit, and its call to action.
  await expect(page.getByRole('heading', { level: 1, name: 'Your free reimbursement audit' })).toBeVisible();
  await expect(page.getByTestId('stat-potential')).toHaveText('$68.19');
  await page.getByRole('link', { name: 'Start recovering' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupStep}/1$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start recovering what Amazon owes you' }),
  ).toBeVisible();
  // Outside the shell: no side menu.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  // Step 1: the US store, with what its audit found.
  const usStore = page.getByRole('checkbox', { name: `United States (${sellerId})` });
  await expect(page.getByText(/2 findings worth \$68\.19/)).toBeVisible();
  await usStore.check();
  await nextEnrolStep(page, 'Our commission');
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupStep}/2$`));

  // Step 2: the plan's percent and what it is charged on.
  await expect(page.getByTestId('commission-percent')).toHaveText('20 %');
  await expect(page.getByRole('list', { name: 'Commission terms' })).toContainText(
    "Nothing on Amazon's own automatic reimbursements",
  );
  await page.getByRole('checkbox', { name: new RegExp(`version ${ENROL_TERMS_VERSION}`) }).check();
  await nextEnrolStep(page, 'How should cases be filed?');

  // A reload mid-way: the steps resume where they were left.
  await page.goto(REIMBURSE_ROUTES.signupStep);
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupStep}/3$`));
  await expect(page.getByRole('heading', { name: 'How should cases be filed?' })).toBeVisible();

  // Step 3: file automatically above $50.
  await page.getByRole('radio', { name: 'File automatically above a value' }).check();
  await page.getByRole('textbox', { name: 'File automatically above' }).fill('50');
  await nextEnrolStep(page, 'Invoices come once a month');

  // Step 4: billing details, then Finish.
  await finishEnrolBilling(page, 'Harbor Goods LLC');

  // The line itself: its dashboard and menu, with the findings of the enrolled store.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-potential')).toHaveText('$68.19');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const item of ['Action needed', 'Cases in progress', 'Reimbursed cases', 'Payout summary']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }

  // Enrolled: the steps say so, and /add-new offers the UK store.
  await page.goto(`${REIMBURSE_ROUTES.signupStep}/1`);
  await expect(page.getByRole('heading', { name: 'Your company is enrolled' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a store' }).click();
  await expect(page.getByRole('radio', { name: /United Kingdom/ })).toBeChecked();
});

test('on a phone the steps fit 375 px and a reload resumes at the step reached', async ({ page }) => {
  test.setTimeout(120_000);
  const { owner, sellerId } = await seedSeller('enrol-phone');
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughLogin(page, owner.email, PASSWORD);
  await page.goto(REIMBURSE_ROUTES.signupStep);
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupStep}/1$`));
  await page.getByRole('checkbox', { name: `United States (${sellerId})` }).check();
  await nextEnrolStep(page, 'Our commission');
  await page.reload();
  await expect(page.getByTestId('commission-percent')).toHaveText('20 %');
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupStep}/2$`));
  // Nothing sideways at 375 px.
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);
  // A step not reached yet opens the one reached.
  await page.goto(`${REIMBURSE_ROUTES.signupStep}/4`);
  await expect(page).toHaveURL(new RegExp(`${REIMBURSE_ROUTES.signupStep}/2$`));
});
