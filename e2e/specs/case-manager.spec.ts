import { expect, test } from '@playwright/test';
import { REIMBURSE_ROUTES, ROLES } from '@seller-tools/contract';
import { createDraftCasesIn, createVerifiedUser, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { passSignInCode } from '../support/mfa.ts';
import {
  assignReimbursePlan,
  connectStore,
  fileAsCaseManager,
  openDraftCase,
  PASSWORD,
  sandboxLostUnit,
  sandboxPaysCase,
} from '../support/reimburse.ts';
import { switchLine } from '../support/seller.ts';
import { e2eDatabaseUrl, signInThroughLogin, submitSignIn } from '../support/session.ts';

// A case from finding to payout (issue 20): an enrolled seller's open finding becomes a draft case, the
// seller approves it, a case manager files it with Amazon's case id, the sandbox plays Amazon paying that
// case (POST /sandbox/cases: the payment its GET_FBA_REIMBURSEMENTS_DATA then lists with the case-id),
// the reimbursement lands as the reports sync stores it and the audit job's case step matches it: the case
// turns reimbursed with the matched amount.

test('a seller approves a draft case, a case manager files it, the sandbox pays it', async ({ browser }) => {
  test.setTimeout(180_000);
  const { demo, ...lost } = await sandboxLostUnit();

  const owner = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('cm-owner').email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Lantern Supply',
  });
  // Connected through the sandbox's consent: the product reads the store's reports to see Amazon pay.
  const store = await connectStore(owner.companyId, demo);
  await assignReimbursePlan(owner.companyId);
  await withAdminClient(e2eDatabaseUrl(), (db) =>
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
  expect(await createDraftCasesIn(e2eDatabaseUrl(), owner.companyId, store.id)).toMatchObject({ created: 1 });

  // The seller approves the draft.
  const sellerPage = await (await browser.newContext()).newPage();
  await signInThroughLogin(sellerPage, owner.email, PASSWORD);
  await switchLine(sellerPage, 'Reimbursement');
  const sellerView = await openDraftCase(sellerPage, lost.fnsku);
  await sellerView.getByRole('button', { name: 'Approve' }).click();
  await expect(sellerView.getByText('Ready to file').first()).toBeVisible();

  // A case manager (our staff, second factor) files it in Seller Central and records Amazon's case id.
  const manager = await createVerifiedUser(e2eDatabaseUrl(), {
    email: uniqueEmail('cm-manager').email,
    password: PASSWORD,
    name: 'Casey Manager',
    roles: [ROLES.caseManager],
  });
  const staffPage = await (await browser.newContext()).newPage();
  await submitSignIn(staffPage, manager.email, PASSWORD);
  await passSignInCode(staffPage, manager.email);
  const { amazonCaseId, view } = await fileAsCaseManager(staffPage, 'Lantern Supply');
  await expect(view.getByRole('link', { name: /Open the case in Seller Central/ })).toHaveAttribute(
    'href',
    new RegExp(`caseID=${amazonCaseId}$`),
  );

  // Amazon pays the case (the sandbox's next reimbursements report lists it with the case-id); the sync
  // stores the row and the audit job's case step matches it.
  const { payment, matched } = await sandboxPaysCase({
    sellingPartnerId: demo.sellingPartnerId,
    channelId: store.id,
    amazonCaseId,
    sku: lost.sku,
    quantity: 2,
    amount: 24.6,
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
