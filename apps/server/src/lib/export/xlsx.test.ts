import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csv } from './csv.ts';
import { type TCell, xlsx } from './xlsx.ts';

// Read back with exceljs's reader: a different code path from the writer, so the test checks the file
// a spreadsheet opens, not our own idea of it.
async function readBack(rows: TCell[][], name = 'Sheet') {
  const workbook = new ExcelJS.Workbook();
  // Its typings take an ArrayBuffer (they declare their own Buffer).
  await workbook.xlsx.load(new Uint8Array(await xlsx(name, rows)).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('xlsx', () => {
  const day = new Date('2026-11-02T00:00:00Z');
  const rows: TCell[][] = [
    ['Day', 'Product', 'Reviews', 'Average'],
    [day, 'Bamboo Cutting Board', 4, 4.25],
    [new Date('2026-11-09T00:00:00Z'), null, 0, null],
  ];

  it('writes numbers as number cells and dates as date cells with a date format', async () => {
    const sheet = await readBack(rows);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('A2').value).toEqual(day);
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C2').value).toBe(4);
    expect(sheet.getCell('D2').value).toBe(4.25);
    // A zero is a number; a null is an empty cell.
    expect(sheet.getCell('C3').value).toBe(0);
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('D3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.rowCount).toBe(3);
  });

  it('makes the header bold and frozen', async () => {
    const sheet = await readBack(rows);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Day', 'Product', 'Reviews', 'Average']);
    expect(sheet.getCell('B1').font?.bold).toBe(true);
    expect(sheet.getCell('B2').font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('sizes each column to its longest value plus two, between 8 and 60', async () => {
    const long = 'x'.repeat(80);
    const sheet = await readBack([...rows, [null, long, 123456789012, 'ab']]);
    // A date shows as yyyy-mm-dd; "Bamboo Cutting Board" is 20; a long text stops at 60; short ones get 8.
    // A column of width 9 is written as the sheet's default width rather than on its own.
    const width = (c: number) => sheet.getColumn(c).width ?? sheet.properties.defaultColWidth;
    expect([1, 2, 3, 4].map(width)).toEqual([12, 60, 14, 9]);
  });

  it('keeps text as text: formulas, markup and control characters are not interpreted', async () => {
    const sheet = await readBack([['=1+1', '<b>&"x"</b>', 'a\u0001b\tc']]);
    expect(sheet.getCell('A1').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A1').value).toBe('=1+1');
    expect(sheet.getCell('B1').value).toBe('<b>&"x"</b>');
    // XML 1.0 cannot carry U+0001: dropped; the tab stays.
    expect(sheet.getCell('C1').value).toBe('ab\tc');
  });

  it('writes a number a spreadsheet cannot hold as its text, and cuts the sheet name to 31', async () => {
    const sheet = await readBack(
      [[Number.NaN, Number.POSITIVE_INFINITY]],
      'A sheet name longer than thirty-one',
    );
    expect(sheet.getCell('A1').value).toBe('NaN');
    expect(sheet.getCell('B1').value).toBe('Infinity');
    expect(sheet.name).toBe('A sheet name longer than thirty');
  });
});

describe('csv', () => {
  it('writes a day as YYYY-MM-DD and another instant in ISO 8601', () => {
    expect(csv([[new Date('2026-11-02T00:00:00Z'), new Date('2026-11-02T10:30:00Z'), 1.5, null]])).toBe(
      '\uFEFF2026-11-02,2026-11-02T10:30:00.000Z,1.5,\r\n',
    );
  });
});
