import ExcelJS from 'exceljs';

// Reads an uploaded sheet into rows of text: CSV (RFC 4180, as our exports and spreadsheets write it) or
// XLSX through exceljs, the library the exports write with. A file that is neither answers null.

export type TSheetRows = string[][];

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // a ZIP archive

/**
 * The separator the header row uses: a spreadsheet saved in a European locale writes ";" (its decimal
 * comma would otherwise split "12,30"), some tools a tab; the comma otherwise.
 */
function separatorOf(source: string): string {
  const header = source.slice(0, source.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((c) => ({ c, n: header.split(c).length - 1 }));
  return counts.reduce((best, next) => (next.n > best.n ? next : best)).c;
}

/** RFC 4180: quoted fields may hold separators, quotes ("") and line breaks; a BOM is dropped. */
export function parseCsv(text: string): TSheetRows {
  const rows: TSheetRows = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  const separator = separatorOf(source);
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

async function parseXlsx(bytes: Buffer): Promise<TSheetRows | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type lags Node's; the bytes are what it reads.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: TSheetRows = [];
  // Row numbers are kept: an empty row in the middle still counts, so errors name the row Excel shows.
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  }
  return rows;
}

/** The file's rows, or null when it is neither CSV nor XLSX. */
export async function readSheet(bytes: Buffer, fileName: string): Promise<TSheetRows | null> {
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) return parseXlsx(bytes);
  if (/\.xlsx?$/i.test(fileName)) return null;
  const text = bytes.toString('utf8');
  // Binary that is not a workbook (an image, a PDF) is not a CSV either.
  if (text.includes('\u0000') || text.includes('\uFFFD')) return null;
  return parseCsv(text);
}
