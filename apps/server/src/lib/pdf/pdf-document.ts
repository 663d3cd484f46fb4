import PDFDocument from 'pdfkit';

// One small layer over pdfkit for every PDF the product generates (supplier invoices, evidence packs,
// billing invoices): a document is a title, an optional logo and a list of blocks (address blocks,
// key/value lines, tables, totals, paragraphs); the helper lays them out on A4 pages, breaks tables across
// pages (repeating their header row) and numbers the pages in the footer. DejaVu Sans is embedded so every
// currency symbol of the spec (§9) prints, not only the Latin-1 ones the standard PDF fonts know.

const FONT_REGULAR = new URL('./fonts/DejaVuSans.ttf', import.meta.url).pathname;
const FONT_BOLD = new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url).pathname;

const MARGIN = 50;
const FOOTER_HEIGHT = 30;
const BODY_SIZE = 9;
const CELL_PAD = 4;
const LOGO_MAX = { width: 140, height: 60 };

export type TPdfAlign = 'left' | 'right' | 'center';

/** A table column: its header, alignment and share of the page's width (weights, normalised). */
export type TPdfColumn = { header: string; align?: TPdfAlign; weight?: number };

/** A party's name and address lines under a heading ("From", "Supplier", "Bill to"). */
export type TPdfAddress = { heading: string; lines: string[] };

export type TPdfBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** Up to three address blocks side by side. */
  | { type: 'addresses'; blocks: TPdfAddress[] }
  /** Label: value lines. */
  | { type: 'fields'; rows: [string, string][] }
  | { type: 'table'; columns: TPdfColumn[]; rows: string[][] }
  /** Right-aligned label/amount lines under a table; the last one bold (the total). */
  | { type: 'totals'; rows: [string, string][] };

export type TPdfSpec = {
  title: string;
  /** PNG or JPEG bytes shown at the top left; null/undefined for none. */
  logo?: Buffer | null;
  /** Lines at the top right, under the title (document number, date). */
  subtitle?: string[];
  blocks: TPdfBlock[];
  /** Left part of every page's footer; the right part is "Page n of m". */
  footer?: string;
  /** The PDF's metadata author. */
  author?: string;
};

/** A date as YYYY-MM-DD (UTC), the form every generated document shows. */
export function pdfDate(at: Date | string): string {
  return (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);
}

type TDoc = PDFKit.PDFDocument;

function contentWidth(doc: TDoc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottom(doc: TDoc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when `height` does not fit under the cursor. */
function ensureRoom(doc: TDoc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function drawHeader(doc: TDoc, spec: TPdfSpec): void {
  const top = doc.y;
  let logoBottom = top;
  if (spec.logo?.length) {
    try {
      doc.image(spec.logo, MARGIN, top, { fit: [LOGO_MAX.width, LOGO_MAX.height] });
      logoBottom = top + LOGO_MAX.height;
    } catch {
      // An unreadable logo leaves the header without it rather than failing the document.
    }
  }
  const right = doc.page.width - MARGIN;
  const boxWidth = 300;
  doc
    .font('bold')
    .fontSize(18)
    .text(spec.title, right - boxWidth, top, { width: boxWidth, align: 'right' });
  doc.font('regular').fontSize(BODY_SIZE);
  for (const line of spec.subtitle ?? [])
    doc.text(line, right - boxWidth, doc.y, { width: boxWidth, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, logoBottom) + 16;
}

function drawHeading(doc: TDoc, text: string): void {
  ensureRoom(doc, 40);
  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(12)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.font('regular').fontSize(BODY_SIZE).moveDown(0.3);
}

function drawParagraph(doc: TDoc, text: string): void {
  ensureRoom(doc, 24);
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

function drawAddresses(doc: TDoc, blocks: TPdfAddress[]): void {
  if (!blocks.length) return;
  const gap = 16;
  const width = (contentWidth(doc) - gap * (blocks.length - 1)) / blocks.length;
  const height = Math.max(
    ...blocks.map(
      (b) =>
        doc.font('bold').heightOfString(b.heading, { width }) +
        doc.font('regular').heightOfString(b.lines.join('\n') || ' ', { width }),
    ),
  );
  ensureRoom(doc, height + 8);
  const top = doc.y;
  blocks.forEach((b, i) => {
    const x = MARGIN + i * (width + gap);
    doc.font('bold').fontSize(BODY_SIZE).text(b.heading, x, top, { width });
    doc.font('regular').text(b.lines.join('\n'), x, doc.y, { width });
  });
  doc.x = MARGIN;
  doc.y = top + height + 12;
}

function drawFields(doc: TDoc, rows: [string, string][]): void {
  const labelWidth = 150;
  const valueWidth = contentWidth(doc) - labelWidth - 8;
  for (const [label, value] of rows) {
    const h = Math.max(
      doc.font('bold').heightOfString(label, { width: labelWidth }),
      doc.font('regular').heightOfString(value || ' ', { width: valueWidth }),
    );
    ensureRoom(doc, h + 2);
    const top = doc.y;
    doc.font('bold').text(label, MARGIN, top, { width: labelWidth });
    doc.font('regular').text(value, MARGIN + labelWidth + 8, top, { width: valueWidth });
    doc.y = top + h + 2;
  }
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

function drawTable(doc: TDoc, columns: TPdfColumn[], rows: string[][]): void {
  const total = columns.reduce((s, c) => s + (c.weight ?? 1), 0);
  const widths = columns.map((c) => (contentWidth(doc) * (c.weight ?? 1)) / total);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const rowHeight = (cells: string[], font: 'regular' | 'bold') =>
    Math.max(
      ...cells.map((cell, i) =>
        doc.font(font).heightOfString(cell || ' ', { width: (widths[i] ?? 0) - CELL_PAD * 2 }),
      ),
    ) +
    CELL_PAD * 2;
  const drawRow = (cells: string[], font: 'regular' | 'bold', shade: boolean) => {
    const h = rowHeight(cells, font);
    const top = doc.y;
    if (shade) doc.rect(MARGIN, top, contentWidth(doc), h).fill('#f1f3f5').fillColor('black');
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(BODY_SIZE)
        .text(cell, (xs[i] ?? 0) + CELL_PAD, top + CELL_PAD, {
          width: (widths[i] ?? 0) - CELL_PAD * 2,
          align: columns[i]?.align ?? 'left',
        });
    });
    doc
      .moveTo(MARGIN, top + h)
      .lineTo(MARGIN + contentWidth(doc), top + h)
      .lineWidth(0.5)
      .strokeColor('#ced4da')
      .stroke();
    doc.y = top + h;
  };
  const headers = columns.map((c) => c.header);
  ensureRoom(doc, rowHeight(headers, 'bold') + rowHeight(rows[0] ?? [''], 'regular'));
  drawRow(headers, 'bold', true);
  for (const row of rows) {
    // A row that does not fit starts a new page, which repeats the header row.
    if (ensureRoom(doc, rowHeight(row, 'regular'))) drawRow(headers, 'bold', true);
    drawRow(row, 'regular', false);
  }
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

function drawTotals(doc: TDoc, rows: [string, string][]): void {
  const width = 260;
  const x = doc.page.width - MARGIN - width;
  ensureRoom(doc, rows.length * 14 + 4);
  rows.forEach(([label, value], i) => {
    const font = i === rows.length - 1 ? 'bold' : 'regular';
    const top = doc.y;
    doc.font(font).fontSize(BODY_SIZE + 1);
    doc.text(label, x, top, { width: width / 2, align: 'left' });
    doc.text(value, x + width / 2, top, { width: width / 2, align: 'right' });
    doc.y = top + 14;
  });
  doc.font('regular').fontSize(BODY_SIZE);
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

function drawFooters(doc: TDoc, footer: string | undefined): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin must not start another page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT / 2 + 10;
    const width = contentWidth(doc);
    doc.font('regular').fontSize(8).fillColor('#495057');
    if (footer) doc.text(footer, MARGIN, y, { width: width - 80, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('black');
    doc.page.margins.bottom = margin;
  }
}

/** Renders a document to PDF bytes. */
export function renderPdf(spec: TPdfSpec): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: { Title: spec.title, ...(spec.author ? { Author: spec.author } : {}) },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('regular').fontSize(BODY_SIZE);
  drawHeader(doc, spec);
  for (const block of spec.blocks) {
    if (block.type === 'heading') drawHeading(doc, block.text);
    else if (block.type === 'paragraph') drawParagraph(doc, block.text);
    else if (block.type === 'addresses') drawAddresses(doc, block.blocks);
    else if (block.type === 'fields') drawFields(doc, block.rows);
    else if (block.type === 'table') drawTable(doc, block.columns, block.rows);
    else drawTotals(doc, block.rows);
  }
  drawFooters(doc, spec.footer);
  doc.end();
  return done;
}
