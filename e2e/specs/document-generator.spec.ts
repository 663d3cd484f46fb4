import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import { createChannel, createVerifiedUser, pdfText, withAdminClient } from '@seller-tools/server/testing';
import { uniqueEmail } from '../support/mailbox.ts';
import { e2eDatabaseUrl, signInThroughLogin } from '../support/session.ts';

// The document generator (issue 20) against the real server: the seller fills in the document template,
// previews a supplier invoice in the page, generates it and downloads it (the PDF read back: number, lines
// and total), then uploads a proof of ownership on Action needed, after which the SKU leaves the list.

const PASSWORD = 'Harbor#Lantern82';
// A 1×1 PNG: a real image by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function seedSeller() {
  const { email } = uniqueEmail('document-generator');
  const user = await createVerifiedUser(e2eDatabaseUrl(), {
    email,
    password: PASSWORD,
    name: 'Ada Lovelace',
    companyName: 'Harbor Goods',
  });
  const store = await createChannel(e2eDatabaseUrl(), {
    companyId: user.companyId,
    sellerId: 'A2HARBORDOCS',
    marketplaceId: 'ATVPDKIKX0DER',
    signupStep: 'done',
  });
  await withAdminClient(e2eDatabaseUrl(), async (db) => {
    await db.query(
      `insert into company_plans (company_id, plan_id) select $1, id from plans where name = 'reimburse'`,
      [user.companyId],
    );
    await db.query(
      `insert into products (channel_id, sku, asin, title)
       values ($1, 'LANTERN-1', 'B0E2ELAMP1', 'Harbor Storm Lantern'), ($1, 'ROPE-1', 'B0E2EROPE2', 'Harbor Rope')`,
      [store.id],
    );
    await db.query(
      `insert into reimburse_product_settings (channel_id, sku, unit_cost_minor)
       values ($1, 'LANTERN-1', 1250), ($1, 'ROPE-1', 320)`,
      [store.id],
    );
    // An inbound shortage of 16 ropes worth $160: Amazon asks for a proof of ownership before paying.
    await db.query(
      `insert into reimburse_findings (channel_id, kind, finding_key, status, sku, shipment_id, quantity,
         unit_value_minor, estimated_value_minor, currency, valuation, occurred_at, claim_deadline, evidence)
       values ($1, 'short-received', 'FBA15DOCS:ROPE-1', 'open', 'ROPE-1', 'FBA15DOCS', 16, 1000, 16000, 'USD',
         '16 × $10.00', now() - interval '10 days', (now() + interval '30 days')::date,
         '{"shipment_id":"FBA15DOCS","quantity_shipped":40,"quantity_received":24}')`,
      [store.id],
    );
  });
  return user;
}

test('the seller fills the template, previews, generates and downloads an invoice, and uploads a proof', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await seedSeller();
  await signInThroughLogin(page, user.email, PASSWORD);

  await page.goto(REIMBURSE_ROUTES.settingsDocumentGenerator);
  await expect(page.getByRole('heading', { level: 1, name: 'Document generator' })).toBeVisible();
  await page.getByRole('textbox', { name: "Your company's name" }).fill('Harbor Goods LLC');
  await page.getByRole('textbox', { name: "Your company's address" }).fill('12 Pier Road\nPortland, ME');
  await page.getByRole('textbox', { name: "Supplier's name" }).fill('Ningbo Lantern Works');
  await page.getByRole('textbox', { name: "Supplier's address" }).fill('8 Harbour Avenue\nNingbo');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Document template saved.')).toBeVisible();

  await page.getByLabel('SKU', { exact: true }).first().fill('LANTERN-1');
  await page.getByRole('textbox', { name: 'Quantity' }).fill('12');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('iframe[title="Invoice preview"]')).toBeVisible();

  await page.getByRole('button', { name: 'Generate invoice' }).click();
  await expect(page.getByText('Invoice INV-0001 generated.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table.getByText('INV-0001')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: 'Download invoice-INV-0001.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoice-INV-0001.pdf');
  const path = await download.path();
  const text = await pdfText(await readFile(path));
  expect(text).toContain('Invoice no. INV-0001');
  expect(text).toContain('Ningbo Lantern Works');
  expect(text).toContain('Harbor Goods LLC');
  // The description may wrap in its column; the line keeps SKU, quantity, unit cost and amount together.
  expect(text).toMatch(/LANTERN-1 Harbor Storm Lantern .*12 \$12\.50 \$150\.00/);
  expect(text).toContain('Total (USD) $150.00');

  await page.goto(REIMBURSE_ROUTES.actionNeededCases);
  await expect(page.getByRole('heading', { name: 'Proof of ownership to upload' })).toBeVisible();
  await expect(page.getByText(/1 finding, 16 units, \$160\.00/)).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'rope-receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Proof of ownership saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proof of ownership to upload' })).toHaveCount(0);

  await page.goto(REIMBURSE_ROUTES.settingsDocumentGenerator);
  await expect(page.getByRole('table', { name: 'Documents' }).getByText('Proof of ownership')).toBeVisible();
});
