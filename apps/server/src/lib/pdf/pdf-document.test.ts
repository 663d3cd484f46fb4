import { formatMoney } from '@seller-tools/contract';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../testing/pdf-text.ts';
import { renderPdf } from './pdf-document.ts';

// A 1×1 PNG: the logo path embeds an image without failing the document.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('renderPdf', () => {
  it('writes the title, addresses, fields, table and totals, read back as text', async () => {
    const bytes = await renderPdf({
      title: 'Invoice',
      logo: PNG_1PX,
      subtitle: ['No. INV-0007', 'Date 2026-11-27'],
      blocks: [
        { type: 'addresses', blocks: [{ heading: 'From', lines: ['Acme Ltd', '1 Main St'] }] },
        { type: 'fields', rows: [['Store', 'Acme US']] },
        {
          type: 'table',
          columns: [{ header: 'SKU' }, { header: 'Amount', align: 'right' }],
          rows: [['SKU-1', formatMoney(123456, 'USD')]],
        },
        { type: 'totals', rows: [['Total', formatMoney(123456, 'USD')]] },
      ],
      footer: 'Acme Ltd',
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of ['Invoice', 'No. INV-0007', 'From', 'Acme Ltd', '1 Main St', 'Store Acme US']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('SKU-1 $1,234.56');
    expect(text).toContain('Total $1,234.56');
    expect(text).toContain('Page 1 of 1');
  });

  it('prints every currency symbol of the spec (§9)', async () => {
    const amounts = ['INR', 'KRW', 'NGN', 'THB', 'VND', 'EUR', 'GBP', 'JPY'].map((c) => formatMoney(1230, c));
    const text = await pdfText(
      await renderPdf({ title: 'Money', blocks: [{ type: 'paragraph', text: amounts.join(' ') }] }),
    );
    expect(amounts).toEqual(['₹12.30', '₩1,230', '₦12.30', '฿12.30', '₫1,230', '€12.30', '£12.30', '¥1,230']);
    for (const a of amounts) expect(text).toContain(a);
  });

  it('breaks a long table across pages, repeating its header, and numbers every page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`ROW-${i + 1}`, String(i + 1)]);
    const pages = await pdfPages(
      await renderPdf({
        title: 'Long',
        blocks: [{ type: 'table', columns: [{ header: 'Name' }, { header: 'N', align: 'right' }], rows }],
      }),
    );
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.flat();
    for (let i = 1; i <= 120; i++) expect(all).toContain(`ROW-${i} ${i}`);
    pages.forEach((lines, i) => {
      expect(lines).toContain('Name N');
      expect(lines).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });
});
