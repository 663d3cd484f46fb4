import {
  DOCUMENT_MESSAGES,
  PROOF_MAX_BYTES,
  REIMBURSE_MESSAGES,
  ZDocumentTemplate,
  ZProofNeeded,
  ZStoredDocument,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyPlans,
  plans,
  products,
  reimburseFindings,
  reimburseProductSettings,
} from '../../../db/schema/index.ts';
import { renderEvidencePack } from '../../../lib/documents/evidence-pack.ts';
import { insertStore } from '../../../testing/channels.ts';
import { expectEnvelopeError } from '../../../testing/envelope-error.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { injectAs, insertSignedInUser } from '../../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../../testing/test-app.ts';

// The document generator (issue 20): the template (admin only, numbering never backwards), supplier
// invoices read back (total = sum of lines, numbers never reused), evidence packs read back, proof uploads
// checked by their bytes and size, the action-needed proof list, and tenant/store isolation of files.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%proof\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('document generator API', () => {
  let t: TTestApp;
  let owner: string;
  let member: string;
  let limited: string;
  let rival: string;
  let companyId: string;
  let rivalCompanyId: string;
  let store: string;
  let other: string;
  const findingIds: Record<string, string> = {};
  const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
    injectAs(t.app, token, method, url, body);
  const template = {
    seller_name: 'Acme Trading Ltd',
    seller_address: '1 Market Street\nLondon',
    supplier_name: 'Shenzhen Boards Co',
    supplier_address: '88 Factory Road\nShenzhen',
    invoice_prefix: 'ACM-',
    next_invoice_number: 7,
    notes: 'Goods shipped FOB Shenzhen.',
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await insertSignedInUser(t, t.db, { email: 'docs-owner@acme.test', companyName: 'Acme' });
    owner = admin.token;
    companyId = admin.companyId;
    store = await insertStore(t.db, { companyId, sellerId: 'A1DOCS' });
    other = await insertStore(t.db, { companyId, sellerId: 'A2DOCS' });
    member = (await insertSignedInUser(t, t.db, { email: 'docs-member@acme.test', companyId })).token;
    limited = (
      await insertSignedInUser(t, t.db, {
        email: 'docs-limited@acme.test',
        companyId,
        accessChannelList: ['A2DOCS'],
      })
    ).token;
    const rivalUser = await insertSignedInUser(t, t.db, {
      email: 'docs-rival@rival.test',
      companyName: 'Rival',
    });
    rival = rivalUser.token;
    rivalCompanyId = rivalUser.companyId;
    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'reimburse'));
    if (!plan) throw new Error('the seeded reimburse plan is missing');
    await t.db.insert(companyPlans).values({ companyId, planId: plan.id });
    await t.db.insert(products).values([
      { channelId: store, sku: 'BOARD-1', asin: 'B0BOARD001', title: 'Cutting board' },
      { channelId: store, sku: 'BOTTLE-1', asin: 'B0BOTTLE01', title: 'Bottle' },
      { channelId: store, sku: 'CUP-1', asin: 'B0CUP00001', title: 'Cup' },
    ]);
    await t.db.insert(reimburseProductSettings).values([
      { channelId: store, sku: 'BOARD-1', unitCostMinor: 1250 },
      { channelId: store, sku: 'BOTTLE-1', unitCostMinor: 399 },
    ]);
    const base = {
      channelId: store,
      status: 'open',
      currency: 'USD',
      occurredAt: new Date('2026-11-01T00:00:00Z'),
      claimDeadline: '2026-12-20',
    };
    const rows = await t.db
      .insert(reimburseFindings)
      .values([
        {
          ...base,
          kind: 'short-received',
          findingKey: 'FBA15SHIP1:BOARD-1',
          sku: 'BOARD-1',
          fnsku: 'X00BOARD01',
          shipmentId: 'FBA15SHIP1',
          quantity: 12,
          unitValueMinor: 1250,
          estimatedValueMinor: 15000,
          valuation: '12 × $12.50 unit cost you entered',
          evidence: {
            shipment_id: 'FBA15SHIP1',
            quantity_shipped: 40,
            quantity_received: 28,
            receipts: [
              { date: '2026-10-20', quantity: 20, fulfillment_center: 'PHX7' },
              { date: '2026-10-22', quantity: 8, fulfillment_center: 'PHX7' },
            ],
          },
        },
        {
          ...base,
          kind: 'lost-not-reimbursed',
          findingKey: 'REF9:X00BOTTLE',
          sku: 'BOTTLE-1',
          referenceId: 'REF9',
          quantity: 2,
          unitValueMinor: 399,
          estimatedValueMinor: 798,
          evidence: { ledger_reference_id: 'REF9', reimbursements: [] },
        },
        {
          ...base,
          kind: 'lost-not-reimbursed',
          findingKey: 'REF10:X00CUP',
          sku: 'CUP-1',
          referenceId: 'REF10',
          quantity: 40,
          unitValueMinor: 500,
          estimatedValueMinor: 20000,
          status: 'needs-action',
          actionNeeded: 'missing-cogs',
          evidence: { ledger_reference_id: 'REF10' },
        },
        {
          ...base,
          channelId: other,
          kind: 'short-received',
          findingKey: 'X',
          sku: 'ZZ',
          quantity: 1,
          estimatedValueMinor: 50000,
        },
      ])
      .returning({ id: reimburseFindings.id, sku: reimburseFindings.sku });
    for (const r of rows) findingIds[r.sku ?? ''] = r.id;
  });
  afterAll(() => t.close());

  it('keeps the template per company: the admin saves it, a member reads it and may not change it', async () => {
    const empty = await as(owner, 'GET', '/api/reimburse/documents/template');
    expect(empty.statusCode).toBe(200);
    expect(ZDocumentTemplate.parse(empty.json().data)).toMatchObject({
      seller_name: '',
      next_invoice_number: 1,
    });
    const saved = await as(owner, 'PUT', '/api/reimburse/documents/template', template);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: DOCUMENT_MESSAGES.templateSaved, data: template });
    const denied = await as(member, 'PUT', '/api/reimburse/documents/template', {
      ...template,
      seller_name: 'X',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: true, message: DOCUMENT_MESSAGES.adminOnly });
    expect((await as(member, 'GET', '/api/reimburse/documents/template')).json().data).toMatchObject({
      seller_name: 'Acme Trading Ltd',
      can_edit: false,
    });
    expect((await as(rival, 'GET', '/api/reimburse/documents/template')).json().data.seller_name).toBe('');
  });

  it('takes a PNG logo, refuses other bytes and oversized files with a readable 400', async () => {
    const ok = await as(owner, 'PUT', '/api/reimburse/documents/template/logo', {
      content_base64: PNG.toString('base64'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.logo_data_url).toMatch(/^data:image\/png;base64,/);
    const fake = await as(owner, 'PUT', '/api/reimburse/documents/template/logo', {
      content_base64: Buffer.from('GIF89a not a png').toString('base64'),
    });
    expectEnvelopeError(fake, 400, DOCUMENT_MESSAGES.logoType);
    const big = await as(owner, 'PUT', '/api/reimburse/documents/template/logo', {
      content_base64: Buffer.concat([PNG, Buffer.alloc(600 * 1024)]).toString('base64'),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ error: true });
    expect(big.json().message).toContain('too big');
  });

  it('previews and generates a supplier invoice whose total is the sum of its lines, read back', async () => {
    const body = {
      channel_id: store,
      invoice_date: '2026-11-27',
      lines: [
        { sku: 'BOARD-1', quantity: 12 },
        { sku: 'BOTTLE-1', quantity: 3, unit_cost: 450 },
      ],
    };
    const preview = await as(owner, 'POST', '/api/reimburse/documents/invoice/preview', body);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const previewText = await pdfText(preview.rawPayload);
    expect(previewText).toContain('Invoice no. PREVIEW');

    const res = await as(owner, 'POST', '/api/reimburse/documents/invoice', body);
    expect(res.statusCode).toBe(200);
    const doc = ZStoredDocument.parse(res.json().data);
    expect(doc).toMatchObject({
      kind: 'supplier-invoice',
      number: 'ACM-0007',
      skus: ['BOARD-1', 'BOTTLE-1'],
    });
    const file = await as(owner, 'GET', `/api/reimburse/documents/${doc.document_id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="invoice-ACM-0007.pdf"');
    const text = await pdfText(file.rawPayload);
    for (const expected of [
      'Invoice no. ACM-0007',
      'Date 2026-11-27',
      'Shenzhen Boards Co',
      'Acme Trading Ltd',
      '1 Market Street',
      'Goods shipped FOB Shenzhen.',
    ]) {
      expect(text).toContain(expected);
    }
    // 12 × $12.50 = $150.00 and 3 × $4.50 = $13.50; the total is their sum.
    expect(text).toMatch(/BOARD-1 Cutting board \(ASIN B0BOARD001\) 12 \$12\.50 \$150\.00/);
    expect(text).toMatch(/BOTTLE-1 Bottle \(ASIN B0BOTTLE01\) 3 \$4\.50 \$13\.50/);
    const amounts = [...text.matchAll(/ (\d+) \$([\d,.]+) \$([\d,.]+)$/gm)].map((m) => ({
      qty: Number(m[1]),
      unit: Number(m[2]?.replace(',', '')),
      amount: Number(m[3]?.replace(',', '')),
    }));
    expect(amounts).toHaveLength(2);
    for (const a of amounts) expect(a.amount).toBeCloseTo(a.qty * a.unit, 2);
    const sum = amounts.reduce((s, a) => s + a.amount, 0);
    expect(text).toContain(`Total (USD) $${sum.toFixed(2)}`);
    expect(text).toContain('Total (USD) $163.50');
  });

  it('never reuses an invoice number: the counter only moves forward and skips numbers already issued', async () => {
    const body = { channel_id: store, lines: [{ sku: 'BOARD-1', quantity: 1 }] };
    const second = await as(owner, 'POST', '/api/reimburse/documents/invoice', body);
    expect(second.json().data.number).toBe('ACM-0008');
    const back = await as(owner, 'PUT', '/api/reimburse/documents/template', {
      ...template,
      next_invoice_number: 7,
    });
    expectEnvelopeError(back, 400, DOCUMENT_MESSAGES.numberBackwards);
    // The number of an invoice generated after setting the template's prefix and next number.
    const numberAfter = async (invoice_prefix: string, next_invoice_number: number) => {
      await as(owner, 'PUT', '/api/reimburse/documents/template', {
        ...template,
        invoice_prefix,
        next_invoice_number,
      });
      return (await as(owner, 'POST', '/api/reimburse/documents/invoice', body)).json().data.number;
    };
    // A new prefix, then the old one again from a number already issued under it: the next free one is taken.
    expect(await numberAfter('B-', 9)).toBe('B-0009');
    expect(await numberAfter('ACM-', 10)).toBe('ACM-0010');
    const numbers = (
      await as(owner, 'GET', `/api/reimburse/documents?channel_id=${store}&kind=supplier-invoice`)
    )
      .json()
      .data.items.map((d: { number: string }) => d.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('refuses an invoice line without a unit cost or for a SKU the store does not have', async () => {
    const missing = await as(owner, 'POST', '/api/reimburse/documents/invoice', {
      channel_id: store,
      lines: [{ sku: 'CUP-1', quantity: 1 }],
    });
    expectEnvelopeError(missing, 400, `CUP-1: ${DOCUMENT_MESSAGES.unitCostMissing}`);
    const unknown = await as(owner, 'POST', '/api/reimburse/documents/invoice', {
      channel_id: store,
      lines: [{ sku: 'NOPE', quantity: 1, unit_cost: 100 }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('renders an evidence pack with the finding facts and its source rows, read back', async () => {
    const res = await as(owner, 'POST', '/api/reimburse/documents/evidence-pack', {
      channel_id: store,
      finding_ids: [findingIds['BOARD-1'], findingIds['BOTTLE-1']],
    });
    expect(res.statusCode).toBe(200);
    const doc = ZStoredDocument.parse(res.json().data);
    expect(doc.kind).toBe('evidence-pack');
    const text = await pdfText(
      (await as(owner, 'GET', `/api/reimburse/documents/${doc.document_id}/file`)).rawPayload,
    );
    for (const expected of [
      'Evidence pack',
      'Finding 1 of 2: Inbound shipment shortage',
      'Shipment id FBA15SHIP1',
      'Quantity 12',
      'Estimated value $150.00',
      'Claim deadline 2026-12-20',
      'Quantity shipped 40',
      'Date Quantity Fulfillment center',
      '2026-10-20 20 PHX7',
      'Finding 2 of 2: Lost or damaged in the warehouse',
      'Reference id REF9',
      'Total claimed $157.98',
    ]) {
      expect(text).toContain(expected);
    }
    // Another store's finding is not this store's to pack; another company's is not found at all.
    const mixed = await as(owner, 'POST', '/api/reimburse/documents/evidence-pack', {
      channel_id: store,
      finding_ids: [findingIds.ZZ],
    });
    expect(mixed.statusCode).toBe(404);
    await expect(
      renderEvidencePack(t.db, {
        companyId: 'f0000000-0000-4000-8000-000000000000',
        findingIds: [findingIds['BOARD-1'] ?? ''],
      }),
    ).rejects.toThrow(DOCUMENT_MESSAGES.findingsUnknown);
  });

  it('lists the SKUs that need a proof, takes an upload checked by its bytes, and drops the SKU after it', async () => {
    const list = async () =>
      (await as(owner, 'GET', `/api/reimburse/documents/proof-needed?channel_id=${store}`))
        .json()
        .data.items.map((i: unknown) => ZProofNeeded.parse(i));
    // BOARD-1 has invoices already (the tests above); CUP-1 ($200 lost) needs one; BOTTLE-1 is below the bar.
    const before = await list();
    expect(before.map((i: { sku: string }) => i.sku)).toEqual(['CUP-1']);
    expect(before[0]).toMatchObject({
      quantity: 40,
      value: 20000,
      has_unit_cost: false,
      finding_ids: [findingIds['CUP-1']],
    });

    const upload = (content: Buffer, file_name = 'proof.pdf') =>
      as(owner, 'POST', '/api/reimburse/documents/proof', {
        channel_id: store,
        sku: 'CUP-1',
        file_name,
        content_base64: content.toString('base64'),
      });
    const exe = await upload(Buffer.from('MZ\x90\x00 this is an executable'), 'invoice.pdf');
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toEqual({ error: true, message: DOCUMENT_MESSAGES.proofType });
    const tooBig = await upload(Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES)]));
    expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooBig.statusCode).toBeLessThan(500);
    expect(tooBig.json().message).toContain('too big');
    expect(await list()).toHaveLength(1);

    const saved = await upload(PNG, 'Receipt from supplier.jpeg');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      kind: 'proof-of-ownership',
      mime: 'image/png',
      filename: 'Receipt-from-supplier.png',
      skus: ['CUP-1'],
      finding_ids: [findingIds['CUP-1']],
    });
    expect(await list()).toEqual([]);
  });

  it("keeps files to their company and store: another company's or store's document is 404", async () => {
    const items = (await as(owner, 'GET', `/api/reimburse/documents?channel_id=${store}`)).json().data.items;
    expect(items.length).toBeGreaterThan(3);
    const id = items[0].document_id;
    expect((await as(member, 'GET', `/api/reimburse/documents/${id}/file`)).statusCode).toBe(200);
    const rivalRes = await as(rival, 'GET', `/api/reimburse/documents/${id}/file`);
    expect(rivalRes.statusCode).toBe(404);
    expect(rivalRes.json()).toEqual({ error: true, message: DOCUMENT_MESSAGES.notFound });
    expect((await as(limited, 'GET', `/api/reimburse/documents/${id}/file`)).statusCode).toBe(404);
    expect((await as(limited, 'GET', `/api/reimburse/documents?channel_id=${store}`)).statusCode).toBe(403);
    expect((await as(rival, 'GET', `/api/reimburse/documents?channel_id=${store}`)).statusCode).toBe(403);
    expect(
      (
        await as(rival, 'POST', '/api/reimburse/documents/invoice', {
          channel_id: store,
          lines: [{ sku: 'BOARD-1', quantity: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    // The rival's company has no reimburse plan: the findings' details stay locked.
    const rivalStore = await insertStore(t.db, { companyId: rivalCompanyId, sellerId: 'A9RIVAL' });
    const locked = await as(rival, 'GET', `/api/reimburse/documents/proof-needed?channel_id=${rivalStore}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ error: true, message: REIMBURSE_MESSAGES.planRequired });
    const inline = await as(owner, 'GET', `/api/reimburse/documents/${id}/file?inline=true`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename=/);
  });
});
