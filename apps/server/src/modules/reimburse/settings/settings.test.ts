import { REIMBURSE_SETTINGS_MESSAGES, ZProductImportResult } from '@seller-tools/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fbaEstimatedFees,
  inboundShipmentItems,
  inboundShipments,
  products,
  reimburseAuditRuns,
  reimburseFindings,
} from '../../../db/schema/index.ts';
import { insertStore } from '../../../testing/channels.ts';
import { expectEnvelopeError } from '../../../testing/envelope-error.ts';
import { injectAs, insertSignedInUser } from '../../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../../testing/test-app.ts';

describe('reimbursement setup and settings API', () => {
  let t: TTestApp;
  let owner: string;
  let member: string;
  let limited: string;
  let rival: string;
  let store: string;
  let other: string;
  const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
    injectAs(t.app, token, method, url, body);

  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await insertSignedInUser(t, t.db, { email: 'owner@acme.test', companyName: 'Acme' });
    owner = admin.token;
    store = await insertStore(t.db, { companyId: admin.companyId, sellerId: 'A1ACME' });
    other = await insertStore(t.db, {
      companyId: admin.companyId,
      sellerId: 'A2ACME',
      marketplaceId: 'A1F83G8C2ARO7P',
    });
    member = (await insertSignedInUser(t, t.db, { email: 'member@acme.test', companyId: admin.companyId }))
      .token;
    limited = (
      await insertSignedInUser(t, t.db, {
        email: 'limited@acme.test',
        companyId: admin.companyId,
        accessChannelList: ['A2ACME'],
      })
    ).token;
    rival = (await insertSignedInUser(t, t.db, { email: 'rival@rival.test', companyName: 'Rival' })).token;

    await t.db.insert(products).values([
      { channelId: store, sku: 'BOARD-1', asin: 'B0BOARD001', title: 'Cutting board', lengthIn: '10.00' },
      { channelId: store, sku: 'BOTTLE-1', asin: 'B0BOTTLE01', title: 'Bottle' },
    ]);
    await t.db.insert(fbaEstimatedFees).values({
      channelId: store,
      sku: 'BOARD-1',
      longestSideIn: '12.50',
      medianSideIn: '9.00',
      shortestSideIn: '1.20',
      weightLb: '2.400',
      sizeTier: 'Large standard',
      fulfillmentFeePerUnit: '5.40',
      currency: 'USD',
    });
    await t.db.insert(inboundShipments).values([
      { channelId: store, shipmentId: 'FBA100', name: 'November', status: 'CLOSED' },
      { channelId: store, shipmentId: 'FBA200', status: 'WORKING' },
    ]);
    await t.db.insert(inboundShipmentItems).values([
      {
        channelId: store,
        shipmentId: 'FBA100',
        sellerSku: 'BOARD-1',
        quantityShipped: 20,
        quantityReceived: 17,
      },
      {
        channelId: store,
        shipmentId: 'FBA100',
        sellerSku: 'BOTTLE-1',
        quantityShipped: 5,
        quantityReceived: 5,
      },
    ]);
  });
  afterAll(() => t.close());

  it('reads defaults, lets the admin save each part, and refuses members and other companies', async () => {
    const read = await as(member, 'GET', `/api/reimburse/settings/store?channel_id=${store}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ enrolled: true, currency: 'USD', can_edit: false });

    const body = { channel_id: store, enabled: true, min_units: 3, min_percent: 2.5 };
    const saved = await as(owner, 'PUT', '/api/reimburse/settings/shipment-discrepancy', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      shipment_min_units: 3,
      shipment_min_percent: 2.5,
      can_edit: true,
    });

    const denied = await as(member, 'PUT', '/api/reimburse/settings/shipment-discrepancy', body);
    expectEnvelopeError(denied, 403, REIMBURSE_SETTINGS_MESSAGES.adminOnly);
    expect((await as(rival, 'PUT', '/api/reimburse/settings/shipment-discrepancy', body)).statusCode).toBe(
      403,
    );
    expect((await as(rival, 'GET', `/api/reimburse/settings/store?channel_id=${store}`)).statusCode).toBe(
      403,
    );
    expect((await as(limited, 'GET', `/api/reimburse/settings/store?channel_id=${store}`)).statusCode).toBe(
      403,
    );

    for (const bad of [
      { ...body, min_units: 0 },
      { ...body, min_units: 2.5 },
      { ...body, min_percent: 101 },
      { ...body, min_percent: 'ten' },
    ])
      expect((await as(owner, 'PUT', '/api/reimburse/settings/shipment-discrepancy', bad)).statusCode).toBe(
        400,
      );

    const fee = await as(owner, 'PUT', '/api/reimburse/settings/fee-overcharge', {
      channel_id: store,
      enabled: false,
      min_per_unit: 25,
    });
    expect(fee.json().data).toMatchObject({ fee_overcharge_enabled: false, fee_min_per_unit: 25 });
    // The fee page's save left the shipment page's thresholds alone.
    expect(fee.json().data.shipment_min_units).toBe(3);
  });

  it('saves the case preference, asking for a value when filing automatically', async () => {
    const url = '/api/reimburse/settings/case-preference';
    const auto = {
      channel_id: store,
      case_approval: 'auto-above',
      auto_file_above: 5000,
      min_case_value: 1000,
    };
    expect((await as(owner, 'PUT', url, auto)).json().data).toMatchObject({
      case_approval: 'auto-above',
      auto_file_above: 5000,
      min_case_value: 1000,
    });
    const missing = await as(owner, 'PUT', url, { ...auto, auto_file_above: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(REIMBURSE_SETTINGS_MESSAGES.autoFileNeedsValue);
    expect((await as(owner, 'PUT', url, { ...auto, min_case_value: -1 })).statusCode).toBe(400);
    expect((await as(owner, 'PUT', url, { ...auto, min_case_value: 10.5 })).statusCode).toBe(400);
    const each = await as(owner, 'PUT', url, { ...auto, case_approval: 'each' });
    expect(each.json().data).toMatchObject({ case_approval: 'each', auto_file_above: null });
    expect((await as(member, 'PUT', url, auto)).statusCode).toBe(403);
  });

  it('lists closed shipments with shipped and received per SKU, and excludes one', async () => {
    const list = await as(member, 'GET', `/api/reimburse/setup/shipments?channel_id=${store}`);
    expect(list.statusCode).toBe(200);
    const { items, next_cursor } = list.json().data;
    expect(next_cursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ shipment_id: 'FBA100', shipped: 25, received: 22, excluded: false });
    expect(items[0].items[0]).toMatchObject({ sku: 'BOARD-1', shipped: 20, received: 17 });

    const url = '/api/reimburse/setup/shipments/exclusion';
    const excluded = await as(owner, 'PUT', url, {
      channel_id: store,
      shipment_id: 'FBA100',
      excluded: true,
    });
    expect(excluded.json().data.excluded_shipment_ids).toEqual(['FBA100']);
    const again = await as(member, 'GET', `/api/reimburse/setup/shipments?channel_id=${store}&q=board`);
    expect(again.json().data.items[0].excluded).toBe(true);

    const open = await as(owner, 'PUT', url, { channel_id: store, shipment_id: 'FBA200', excluded: true });
    expectEnvelopeError(open, 400, REIMBURSE_SETTINGS_MESSAGES.shipmentUnknown);
    const long = await as(owner, 'PUT', url, {
      channel_id: store,
      shipment_id: 'F'.repeat(33),
      excluded: true,
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await as(member, 'PUT', url, { channel_id: store, shipment_id: 'FBA100', excluded: false }))
        .statusCode,
    ).toBe(403);
    const badCursor = await as(
      member,
      'GET',
      `/api/reimburse/setup/shipments?channel_id=${store}&cursor=nonsense`,
    );
    expect(badCursor.statusCode).toBe(400);
  });

  it("shows Amazon's, the catalogue's and the seller's dimensions, and saves the seller's in cm and kg", async () => {
    const list = await as(member, 'GET', `/api/reimburse/settings/products?channel_id=${store}&limit=1`);
    const page = list.json().data;
    expect(page.items[0]).toMatchObject({
      sku: 'BOARD-1',
      amazon: { length_in: 12.5, weight_lb: 2.4, size_tier: 'Large standard', fee_per_unit: 540 },
      catalogue: { length_in: 10 },
      seller: { length_in: null, dimensions_confirmed: false },
    });
    const next = await as(
      member,
      'GET',
      `/api/reimburse/settings/products?channel_id=${store}&cursor=${page.next_cursor}`,
    );
    expect(next.json().data.items.map((i: { sku: string }) => i.sku)).toEqual(['BOTTLE-1']);

    const body = {
      channel_id: store,
      sku: 'BOARD-1',
      dimension_unit: 'cm',
      weight_unit: 'kg',
      length: 25.4,
      width: 20.32,
      height: 2.54,
      weight: 1,
      unit_cost: 1230,
      dimensions_confirmed: true,
    };
    const saved = await as(owner, 'PUT', '/api/reimburse/settings/products', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.seller).toEqual({
      length_in: 10,
      width_in: 8,
      height_in: 1,
      weight_lb: 2.205,
      unit_cost: 1230,
      dimensions_confirmed: true,
    });

    const unknown = await as(owner, 'PUT', '/api/reimburse/settings/products', { ...body, sku: 'NOPE' });
    expectEnvelopeError(unknown, 400, REIMBURSE_SETTINGS_MESSAGES.skuUnknown);
    for (const bad of [
      { ...body, sku: 'S'.repeat(65) },
      { ...body, length: -1 },
      { ...body, weight: 'heavy' },
      { ...body, unit_cost: 12.3 },
      { ...body, dimension_unit: 'ft' },
    ])
      expect((await as(owner, 'PUT', '/api/reimburse/settings/products', bad)).statusCode).toBe(400);
    expect((await as(member, 'PUT', '/api/reimburse/settings/products', body)).statusCode).toBe(403);
    expect((await as(rival, 'PUT', '/api/reimburse/settings/products', body)).statusCode).toBe(403);

    const sku = '/api/reimburse/setup/fee-overcharge/exclusion';
    expect(
      (await as(owner, 'PUT', sku, { channel_id: store, sku: 'BOTTLE-1', excluded: true })).json().data
        .excluded_skus,
    ).toEqual(['BOTTLE-1']);
    expect((await as(owner, 'PUT', sku, { channel_id: store, sku: 'NOPE', excluded: true })).statusCode).toBe(
      400,
    );
  });

  it('imports a CSV: valid rows saved whole, each bad row reported by row, column and message', async () => {
    const file = [
      'sku,length,width,height,dimension_unit,weight,weight_unit,unit_cost',
      'BOTTLE-1,3,3,9,in,1.5,lb,4.20',
      'NOPE,1,1,1,in,1,lb,1',
      'BOARD-1,abc,8,1,in,2,lb,12.30',
      ',,,,,,,',
      'BOARD-1,10,8,1,yd,2,lb,12.305',
      'BOTTLE-X,,,,,,,-5',
    ].join('\r\n');
    const res = await as(owner, 'POST', '/api/reimburse/settings/products/import', {
      channel_id: store,
      file_name: 'dims.csv',
      content_base64: Buffer.from(file).toString('base64'),
    });
    expect(res.statusCode).toBe(200);
    const result = ZProductImportResult.parse(res.json().data);
    expect(result).toMatchObject({ rows: 5, saved: 1 });
    expect(result.errors).toEqual([
      { row: 3, column: 'sku', message: REIMBURSE_SETTINGS_MESSAGES.skuUnknown },
      { row: 4, column: 'length', message: expect.stringContaining('number') },
      { row: 6, column: 'sku', message: 'This SKU is already on row 4.' },
      { row: 6, column: 'dimension_unit', message: 'Use in or cm.' },
      { row: 6, column: 'unit_cost', message: expect.stringContaining('USD') },
      { row: 7, column: 'sku', message: REIMBURSE_SETTINGS_MESSAGES.skuUnknown },
      { row: 7, column: 'unit_cost', message: expect.stringContaining('USD') },
    ]);
    const list = await as(member, 'GET', `/api/reimburse/settings/products?channel_id=${store}&q=bottle`);
    expect(list.json().data.items[0].seller).toMatchObject({ length_in: 3, height_in: 9, unit_cost: 420 });
    // BOARD-1's bad row wrote nothing: the earlier save stands.
    const board = await as(member, 'GET', `/api/reimburse/settings/products?channel_id=${store}&q=BOARD`);
    expect(board.json().data.items[0].seller).toMatchObject({ length_in: 10, unit_cost: 1230 });

    const garbage = await as(owner, 'POST', '/api/reimburse/settings/products/import', {
      channel_id: store,
      file_name: 'dims.xlsx',
      content_base64: Buffer.from('not a workbook').toString('base64'),
    });
    expectEnvelopeError(garbage, 400, REIMBURSE_SETTINGS_MESSAGES.fileUnreadable);
    const member403 = await as(member, 'POST', '/api/reimburse/settings/products/import', {
      channel_id: store,
      file_name: 'dims.csv',
      content_base64: Buffer.from(file).toString('base64'),
    });
    expect(member403.statusCode).toBe(403);
  });

  it('downloads the XLSX template with the saved values, and imports it back', async () => {
    const res = await as(
      member,
      'GET',
      `/api/reimburse/settings/products/template?channel_id=${store}&format=xlsx`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('product-dimensions-A1ACME.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'sku',
      'length',
      'width',
      'height',
      'dimension_unit',
      'weight',
      'weight_unit',
      'unit_cost',
    ]);
    expect(sheet.getRow(2).getCell(1).value).toBe('BOARD-1');
    expect(sheet.getRow(2).getCell(8).value).toBe(12.3);
    sheet.getRow(2).getCell(8).value = 15;
    const upload = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await as(owner, 'POST', '/api/reimburse/settings/products/import', {
      channel_id: store,
      file_name: 'template.xlsx',
      content_base64: upload.toString('base64'),
    });
    expect(imported.json().data).toEqual({ rows: 2, saved: 2, errors: [] });
    const board = await as(member, 'GET', `/api/reimburse/settings/products?channel_id=${store}&q=BOARD`);
    expect(board.json().data.items[0].seller.unit_cost).toBe(1500);
    const csv = await as(
      member,
      'GET',
      `/api/reimburse/settings/products/template?channel_id=${store}&format=csv`,
    );
    expect(csv.body).toContain('sku,length,width,height,dimension_unit,weight,weight_unit,unit_cost');
  });

  it('lists the accounts the caller sees with enrolment, last audit and open findings', async () => {
    await t.db.insert(reimburseAuditRuns).values({
      channelId: store,
      startedAt: new Date('2026-11-21T10:00:00Z'),
      finishedAt: new Date('2026-11-21T10:00:05Z'),
    });
    await t.db.insert(reimburseFindings).values({
      channelId: store,
      kind: 'short-received',
      findingKey: 'FBA100:BOARD-1',
      status: 'open',
      quantity: 3,
      currency: 'USD',
      occurredAt: new Date('2026-11-01T00:00:00Z'),
    });
    const enrol = await as(owner, 'PUT', '/api/reimburse/settings/enrolment', {
      channel_id: other,
      enrolled: false,
    });
    expect(enrol.statusCode).toBe(200);
    expect(
      (await as(member, 'PUT', '/api/reimburse/settings/enrolment', { channel_id: other, enrolled: true }))
        .statusCode,
    ).toBe(403);

    const all = (await as(owner, 'GET', '/api/reimburse/settings/accounts')).json().data;
    expect(all.can_edit).toBe(true);
    expect(all.items).toEqual([
      expect.objectContaining({
        channel_id: store,
        enrolled: true,
        last_audit_at: '2026-11-21T10:00:05Z',
        findings_count: 1,
      }),
      expect.objectContaining({ channel_id: other, enrolled: false, last_audit_at: null, findings_count: 0 }),
    ]);
    const mine = (await as(limited, 'GET', '/api/reimburse/settings/accounts')).json().data;
    expect(mine.items.map((i: { channel_id: string }) => i.channel_id)).toEqual([other]);
    expect(mine.can_edit).toBe(false);
    expect((await as(rival, 'GET', '/api/reimburse/settings/accounts')).json().data.items).toEqual([]);
  });

  it("keeps each user's own notification settings", async () => {
    const read = await as(member, 'GET', '/api/reimburse/settings/notification');
    expect(read.json().data).toMatchObject({
      new_findings: true,
      deadline_days: 7,
      timezone: 'America/Los_Angeles',
    });
    const body = {
      new_findings: false,
      deadline_reminders: true,
      deadline_days: 14,
      reimbursements_received: true,
    };
    expect((await as(member, 'PUT', '/api/reimburse/settings/notification', body)).json().data).toMatchObject(
      body,
    );
    expect((await as(owner, 'GET', '/api/reimburse/settings/notification')).json().data.deadline_days).toBe(
      7,
    );
    for (const bad of [
      { ...body, deadline_days: 0 },
      { ...body, deadline_days: 61 },
      { ...body, new_findings: 'yes' },
    ])
      expect((await as(member, 'PUT', '/api/reimburse/settings/notification', bad)).statusCode).toBe(400);
  });
});
