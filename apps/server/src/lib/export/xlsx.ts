import ExcelJS from 'exceljs';

// One-sheet XLSX written by exceljs (a maintained writer, so Excel, Numbers and LibreOffice open it as
// they open their own files). Numbers are number cells and dates are date cells with a date format, so
// a spreadsheet sums and sorts them; the header row is bold and stays in view when scrolling.

export type TCell = string | number | Date | null;

// Dates are written as days (the exports carry calendar days, midnight UTC).
const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_WIDTH = DATE_FORMAT.length;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const EXCELJS_DEFAULT_WIDTH = 9;
// Excel allows at most 31 characters in a sheet name.
const SHEET_NAME_MAX = 31;

/** How many characters a cell shows, for its column's width. */
function shownLength(value: TCell): number {
  if (value === null) return 0;
  if (value instanceof Date) return DATE_WIDTH;
  return String(value).length;
}

/**
 * Each column as wide as its longest value (in characters, plus a little room), within bounds: without
 * widths every column opens at Excel's default 8.43 and long labels are cut.
 */
function columnWidths(rows: TCell[][]): number[] {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((value, c) => {
      widths[c] = Math.max(widths[c] ?? MIN_WIDTH, Math.min(MAX_WIDTH, shownLength(value) + 2));
    });
  return widths;
}

// A number Excel cannot store (NaN, ±Infinity) is written as its text rather than lost.
function cellValue(value: TCell): ExcelJS.CellValue {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

export async function xlsx(sheetName: string, rows: TCell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, SHEET_NAME_MAX), {
    views: [{ state: 'frozen', ySplit: 1 }],
    // exceljs leaves out a column whose width is 9 (its idea of the default), which Excel would then open at
    // its own default of 8.43: making 9 the sheet's default keeps those columns at 9.
    properties: { defaultColWidth: EXCELJS_DEFAULT_WIDTH },
  });
  for (const row of rows) {
    const added = sheet.addRow(row.map(cellValue));
    row.forEach((value, c) => {
      if (value instanceof Date) added.getCell(c + 1).numFmt = DATE_FORMAT;
    });
  }
  if (rows.length > 0) sheet.getRow(1).font = { bold: true };
  columnWidths(rows).forEach((width, c) => {
    sheet.getColumn(c + 1).width = width;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
