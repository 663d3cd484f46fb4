import { expect, type Page } from '@playwright/test';
import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import { connectSandboxStore, syncFbaReportsAndMatch, withAdminClient } from '@seller-tools/server/testing';
import { e2eDatabaseUrl, sandboxUrl } from './session.ts';

// The reimbursement line's specs: the seeded sellers' password, the plan staff assign, the sandbox's lost
// units and paid cases, and the case manager's steps (signing in and the line switch: session.ts, seller.ts).

export const PASSWORD = 'Harbor#Lantern82';

export async function assignReimbursePlan(companyId: string) {
  await withAdminClient(e2eDatabaseUrl(), (db) =>
    db.query(
      `insert into company_plans (company_id, plan_id) select $1, id from plans where name = 'reimburse'`,
      [companyId],
    ),
  );
}

/** A demo seller of the sandbox (US first) and one of its SKUs lost in a warehouse (its planted list). */
export async function sandboxLostUnit() {
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
  return { demo, sku: lost.sku, fnsku: lost.fnsku };
}

/** A store of a sandbox seller, connected through the sandbox's consent, so its reports can be read. */
export function connectStore(
  companyId: string,
  demo: { sellingPartnerId: string; homeMarketplaceId: string },
) {
  return connectSandboxStore(e2eDatabaseUrl(), sandboxUrl(), {
    companyId,
    sellerId: demo.sellingPartnerId,
    marketplaceId: demo.homeMarketplaceId,
  });
}

/**
 * Amazon pays a filed case: the sandbox's reimbursements report lists the payment with the case-id
 * (POST /sandbox/cases); the product's reports sync reads it from the sandbox and the audit job's case
 * step matches it. Answers the payment and what the matching did.
 */
export async function sandboxPaysCase(input: {
  sellingPartnerId: string;
  channelId: string;
  amazonCaseId: string;
  sku: string;
  quantity: number;
  amount: number;
}) {
  const paid = await fetch(`${sandboxUrl()}/sandbox/cases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sellingPartnerId: input.sellingPartnerId,
      caseId: input.amazonCaseId,
      sku: input.sku,
      quantity: input.quantity,
      amount: input.amount,
    }),
  });
  expect(paid.status).toBe(200);
  const payment = (await paid.json()) as { reimbursementId: string; approvedAt: string };
  const matched = await syncFbaReportsAndMatch(e2eDatabaseUrl(), sandboxUrl(), input.channelId);
  return { payment, matched };
}

/**
 * A signed-in case manager claims the company's case in the Case Manager's queue, opens it and marks it
 * filed with a fresh Amazon case id. Answers that id and the open case view.
 */
export async function fileAsCaseManager(page: Page, companyName: string) {
  await page.goto(REIMBURSE_ROUTES.caseManager);
  const row = page.getByRole('row').filter({ hasText: companyName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row).toContainText('Casey Manager');
  await row.getByRole('button', { name: 'Open' }).click();
  const view = page.getByTestId('case-view');
  const amazonCaseId = `${Date.now()}`.slice(-10);
  await view.getByRole('textbox', { name: /Amazon case id/ }).fill(amazonCaseId);
  await view.getByRole('button', { name: 'Mark filed' }).click();
  await expect(view.getByText(`Amazon case ${amazonCaseId}`)).toBeVisible();
  return { amazonCaseId, view };
}

/** Signup steps 1–3: Next, and the following step's heading shows. */
export async function nextEnrolStep(page: Page, heading: RegExp | string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(heading).first()).toBeVisible();
}

/** Signup step 4: the billing details of a US company, then Finish. */
export async function finishEnrolBilling(page: Page, nameOnInvoices: string) {
  await page.getByRole('textbox', { name: 'Name on invoices' }).fill(nameOnInvoices);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Harbor Way');
  await page.getByRole('textbox', { name: 'City' }).fill('Seattle');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('98101');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'United States' }).click();
  await page.getByRole('button', { name: 'Finish and start recovering' }).click();
}

/** The seller opens the draft case of the FNSKU from Action needed; answers the case view. */
export async function openDraftCase(page: Page, fnsku: string) {
  await page.goto(REIMBURSE_ROUTES.actionNeededCases);
  const drafts = page.getByRole('table', { name: 'Cases to approve' }).or(page.getByTestId('case-card'));
  await expect(drafts.first()).toContainText(fnsku);
  await page.getByTestId('store-cases').getByRole('button', { name: 'Open' }).first().click();
  const view = page.getByTestId('case-view');
  await expect(view.getByRole('textbox', { name: 'Case text' })).toHaveValue(new RegExp(fnsku));
  return view;
}
