import { describe, expect, it } from 'vitest';
import { parseCsv, readSheet } from './import-file.ts';

describe('reading an uploaded sheet', () => {
  it('parses RFC 4180 CSV with quotes, line breaks and a BOM', () => {
    expect(parseCsv('\uFEFFsku,unit_cost\r\n"A,1","12.30"\n"say ""hi""\nthere",4\n')).toEqual([
      ['sku', 'unit_cost'],
      ['A,1', '12.30'],
      ['say "hi"\nthere', '4'],
    ]);
  });

  it('takes the separator from the header: ";" keeps a decimal comma whole', () => {
    expect(parseCsv('sku;unit_cost\nA;12,30\n')).toEqual([
      ['sku', 'unit_cost'],
      ['A', '12,30'],
    ]);
    expect(parseCsv('sku\tlength\nA\t3\n')).toEqual([
      ['sku', 'length'],
      ['A', '3'],
    ]);
  });

  it('refuses binary that is not a workbook, and a broken workbook', async () => {
    expect(await readSheet(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]), 'scan.pdf')).toBeNull();
    expect(await readSheet(Buffer.from('sku\nA\n'), 'dims.xlsx')).toBeNull();
    expect(await readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'dims.xlsx')).toBeNull();
  });
});
