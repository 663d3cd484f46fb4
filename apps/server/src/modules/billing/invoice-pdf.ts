import { formatMoney } from '@seller-tools/contract';
import PDFDocument from 'pdfkit';

// The commission invoice as a PDF (pdfkit): who is billed, the month, one line per case (Amazon's case
// id, what Amazon reimbursed, our percent and commission) and the total, which is the sum of the lines.
// (The shared PDF helper of the document generator, lib/pdf, may take this over at merge.)

export type TInvoicePdfInput = {
  number: string;
  month: string;
  issuedAt: Date;
  currency: string;
  commissionPercent: number;
  totalMinor: number;
  billTo: { name: string; email: string; lines: string[] };
  lines: Array<{
    amazonCaseId: string | null;
    caseId: string;
    kind: string;
    reimbursedMinor: number;
    commissionPercent: number;
    commissionMinor: number;
  }>;
};

export const INVOICE_SELLER = 'Seller Tools';

const COLUMNS = [
  { title: 'Amazon case', x: 50, width: 120 },
  { title: 'Kind', x: 170, width: 150 },
  { title: 'Reimbursed', x: 320, width: 90, align: 'right' as const },
  { title: 'Rate', x: 410, width: 50, align: 'right' as const },
  { title: 'Commission', x: 460, width: 90, align: 'right' as const },
];

export async function renderInvoicePdf(input: TInvoicePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${input.number}`, Author: INVOICE_SELLER },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => formatMoney(minor, input.currency);

  doc.font('Helvetica-Bold').fontSize(20).text(`${INVOICE_SELLER} invoice`, 50, 50);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${input.number}`, 50, 85);
  doc.text(`Period: ${input.month}`);
  doc.text(`Issued: ${input.issuedAt.toISOString().slice(0, 10)}`);
  doc.text(
    `Reimbursement recovery commission: ${input.commissionPercent}% of what Amazon reimbursed through our cases`,
  );

  doc.font('Helvetica-Bold').text('Bill to', 50, 160);
  doc.font('Helvetica').text(input.billTo.name);
  doc.text(input.billTo.email);
  for (const line of input.billTo.lines) if (line) doc.text(line);

  let y = 250;
  doc.font('Helvetica-Bold');
  for (const col of COLUMNS) doc.text(col.title, col.x, y, { width: col.width, align: col.align ?? 'left' });
  y += 18;
  doc
    .moveTo(50, y - 4)
    .lineTo(550, y - 4)
    .stroke();
  doc.font('Helvetica');
  for (const line of input.lines) {
    if (y > 760) {
      doc.addPage();
      y = 50;
    }
    const cells = [
      line.amazonCaseId ?? line.caseId,
      line.kind,
      money(line.reimbursedMinor),
      `${line.commissionPercent}%`,
      money(line.commissionMinor),
    ];
    COLUMNS.forEach((col, i) => {
      doc.text(cells[i] ?? '', col.x, y, { width: col.width, align: col.align ?? 'left', lineBreak: false });
    });
    y += 16;
  }
  doc
    .moveTo(50, y + 2)
    .lineTo(550, y + 2)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .text(`Total due: ${money(input.totalMinor)} ${input.currency.toUpperCase()}`, 50, y + 12, {
      width: 500,
      align: 'right',
    });
  doc.end();
  return done;
}
