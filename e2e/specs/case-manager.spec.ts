import { expect, test } from '@playwright/test';
import { REIMBURSE_ROUTES, ROLES } from '@seller-tools/contract';
import {
  createChannel,
  createDraftCasesIn,
  createVerifiedUser,
  importReimbursementAndMatch,
  withAdminClient,
} from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { passSignInCode } from '../support/mfa.ts';
import {
  assignReimbursePlan,
  databaseUrl,
  PASSWORD,
  signIn,
  submitSignIn,
  switchLine,
} from '../support/reimburse.ts';

// A case from finding to payout (issue 20): an enrolled seller's open finding becomes a draft case, the
// seller approves it, a case manager files it with Amazon's case id, the sandbox plays Amazon paying that
// case (POST /sandbox/cases: the payment its GET_FBA_REIMBURSEMENTS_DATA then lists with the case-id),
// the reimbursement lands as the reports sync stores it and the audit job's case step matches it: the case
// turns reimbursed with the matched amount.

function sandboxUrl(): string {
  const url = process.env.E2E_SANDBOX_URL;
  if (!url) throw new Error('E2E_SANDBOX_URL is not set: run through the e2e global setup');
  return url;
}

test('a seller approves a draft case, a case manager files it, the sandbox pays it', async ({ browser }) => {
  test.setTimeout(180_000);
  // A demo seller of the sandbox and one of its SKUs lost in a warehouse (its planted list).
  const sellers = (await (await fetch(`${sandboxUrl()}/sandbox/sellers`)).json()) as {
    sellers: { sellingPartnerId: string; homeMarketplaceId: string }[];
  };
  const demo = sellers.sellers.find((s) => s.homeMarketplaceId === 'ATVPDKIKX0DER') ?? sellers.sellers[0];
  if (!demo) throw new Error('the sandbox lists no demo seller');
  const anomalies = (await (
    await fetch(`${sandboxUrl()}/sandbox/anomalies?sellingPartnerId=${demo.sellingPartnerId}`)
  ).json()) as { anomalies: { kind: string; sku?: string; fnsku?: string }[] };
  const lost = anomalies.anomalies.find((a) => a.kind === 'lost-not-reimbursed' && a.sku && a.fnsku);
  if (!lost?.sku || !lost.fnsku) throw new Error('no planted lost unit to claim');

  const owner = await createVerifiedUser(databaseUrl(), {
    email: uniqueEmail('cm-owner').email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Lantern Supply',
  });
  const store = await createChannel(databaseUrl(), {
    companyId: owner.companyId,
    sellerId: demo.sellingPartnerId,
    marketplaceId: demo.homeMarketplaceId,
    signupStep: 'done',
  });
  await assignReimbursePlan(owner.companyId);
  await withAdminClient(databaseUrl(), (db) =>
    db.query(
      `insert into reimburse_findings (channel_id, kind, finding_key, status, sku, fnsku, reference_id, quantity,
         unit_value_minor, estimated_value_minor, currency, valuation, occurred_at, claim_deadline, evidence)
       values ($1, 'lost-not-reimbursed', 'cm-lost-1', 'open', $2, $3, 'REF-CM-1', 2, 1230, 2460, 'USD',
         '2 × $12.30 unit cost you entered', now() - interval '20 days', (now() + interval '10 days')::date,
         '{"reference_id": "REF-CM-1", "fulfillment_center": "PHX7"}'::jsonb)`,
      [store.id, lost.sku, lost.fnsku],
    ),
  );
  // What the audit job does after the store's next audit: the open finding becomes a draft case.
  expect(await createDraftCasesIn(databaseUrl(), owner.companyId, store.id)).toMatchObject({ created: 1 });

  // The seller approves the draft.
  const sellerPage = await (await browser.newContext()).newPage();
  await signIn(sellerPage, owner.email);
  await switchLine(sellerPage, 'Reimbursement');
  await sellerPage.goto(REIMBURSE_ROUTES.actionNeededCases);
  const drafts = sellerPage
    .getByRole('table', { name: 'Cases to approve' })
    .or(sellerPage.getByTestId('case-card'));
  await expect(drafts.first()).toContainText(lost.fnsku);
  await sellerPage.getByTestId('store-cases').getByRole('button', { name: 'Open' }).first().click();
  const sellerView = sellerPage.getByTestId('case-view');
  await expect(sellerView.getByRole('textbox', { name: 'Case text' })).toHaveValue(new RegExp(lost.fnsku));
  await sellerView.getByRole('button', { name: 'Approve' }).click();
  await expect(sellerView.getByText('Ready to file').first()).toBeVisible();

  // A case manager (our staff, second factor) files it in Seller Central and records Amazon's case id.
  const manager = await createVerifiedUser(databaseUrl(), {
    email: uniqueEmail('cm-manager').email,
    password: PASSWORD,
    name: 'Casey Manager',
    roles: [ROLES.caseManager],
  });
  const staffPage = await (await browser.newContext()).newPage();
  await submitSignIn(staffPage, manager.email);
  await passSignInCode(staffPage, manager.email);
  await staffPage.goto(REIMBURSE_ROUTES.caseManager);
  const row = staffPage.getByRole('row').filter({ hasText: 'Lantern Supply' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row).toContainText('Casey Manager');
  await row.getByRole('button', { name: 'Open' }).click();
  const view = staffPage.getByTestId('case-view');
  const amazonCaseId = `${Date.now()}`.slice(-10);
  await view.getByRole('textbox', { name: /Amazon case id/ }).fill(amazonCaseId);
  await view.getByRole('button', { name: 'Mark filed' }).click();
  await expect(view.getByText(`Amazon case ${amazonCaseId}`)).toBeVisible();
  await expect(view.getByRole('link', { name: /Open the case in Seller Central/ })).toHaveAttribute(
    'href',
    new RegExp(`caseID=${amazonCaseId}$`),
  );

  // Amazon pays the case (the sandbox's next reimbursements report lists it with the case-id); the sync
  // stores the row and the audit job's case step matches it.
  const paid = await fetch(`${sandboxUrl()}/sandbox/cases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sellingPartnerId: demo.sellingPartnerId,
      caseId: amazonCaseId,
      sku: lost.sku,
      quantity: 2,
      amount: 24.6,
    }),
  });
  expect(paid.status).toBe(200);
  const payment = (await paid.json()) as {
    reimbursementId: string;
    approvedAt: string;
    fnsku: string | null;
    amountPerUnit: number;
    currency: string;
  };
  const matched = await importReimbursementAndMatch(databaseUrl(), store.id, {
    reimbursementId: payment.reimbursementId,
    caseId: amazonCaseId,
    approvedAt: payment.approvedAt,
    sku: lost.sku,
    fnsku: payment.fnsku,
    quantity: 2,
    amountPerUnit: payment.amountPerUnit,
    currency: payment.currency,
  });
  expect(matched.matched).toMatchObject({ matched: 1, reimbursed: 1 });

  await staffPage.reload();
  const paidView = staffPage.getByTestId('case-view');
  await expect(paidView.getByText('Reimbursed', { exact: true }).first()).toBeVisible();
  await expect(paidView.getByRole('table', { name: 'Matched reimbursements' })).toContainText(
    payment.reimbursementId,
  );
  await expect(paidView.getByText(/Reimbursed \$24\.60/)).toBeVisible();

  // The seller sees it among the cases Amazon paid.
  await sellerPage.goto(REIMBURSE_ROUTES.cases);
  await expect(sellerPage.getByTestId('store-cases')).toContainText('$24.60');
});
