import {
  DOCUMENT_MESSAGES,
  FINDING_KIND_LABELS,
  formatMoney,
  type TFinding,
  type TFindingKind,
} from '@seller-tools/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, reimburseFindings } from '../../db/schema/index.ts';
import { AppError } from '../outcome.ts';
import { pdfDate, renderPdf, type TPdfBlock } from '../pdf/pdf-document.ts';
import { toFinding } from '../reimburse-findings.ts';
import { documentIdentity } from './document-identity.ts';
import { storeDocument } from './stored-documents.ts';

// The evidence pack of one or more findings (issue 20): per finding, its facts (ids, dates, quantities,
// value and how it was valued, claim deadline) and every key of its evidence — scalars as lines, lists of
// source rows (ledger, shipment items, reimbursements, refunds) as tables — so a case is filed from it.
// Called by the documents routes and by the cases module (a case's findings) with the company it acts for.

export type TEvidencePack = {
  bytes: Buffer;
  filename: string;
  channelIds: string[];
  skus: string[];
  findingIds: string[];
};

/** "reference_id" → "Reference id". */
function keyLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One evidence value as text; amounts in minor units (keys ending _minor) as money. */
function valueText(key: string, value: unknown, currency: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && key.endsWith('_minor')) return formatMoney(value, currency);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

const isRowList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

function findingBlocks(f: TFinding, index: number, total: number): TPdfBlock[] {
  const facts: [string, string][] = [
    ['Kind', FINDING_KIND_LABELS[f.kind as TFindingKind] ?? f.kind],
    ['Finding id', f.finding_id],
    ['SKU', f.sku ?? '—'],
    ['FNSKU', f.fnsku ?? '—'],
    ['ASIN', f.asin ?? '—'],
    ['Shipment id', f.shipment_id ?? '—'],
    ['Amazon order id', f.amazon_order_id ?? '—'],
    ['Reference id', f.reference_id ?? '—'],
    ['Occurred', pdfDate(f.occurred_at)],
    ['Quantity', String(f.quantity)],
    ['Unit value', f.unit_value === null ? '—' : formatMoney(f.unit_value, f.currency)],
    ['Estimated value', formatMoney(f.estimated_value, f.currency)],
    ['Valuation', f.valuation || '—'],
    ['Claim deadline', f.claim_deadline ?? 'none'],
    ['Status', f.status],
  ];
  const scalars: [string, string][] = [];
  const tables: TPdfBlock[] = [];
  for (const [key, value] of Object.entries(f.evidence)) {
    if (isRowList(value)) {
      const keys = [...new Set(value.flatMap((row) => Object.keys(row)))];
      tables.push({ type: 'paragraph', text: keyLabel(key) });
      tables.push({
        type: 'table',
        columns: keys.map((k) => ({
          header: keyLabel(k),
          align: value.some((row) => typeof row[k] === 'number') ? 'right' : 'left',
        })),
        rows: value.map((row) => keys.map((k) => valueText(k, row[k], f.currency))),
      });
    } else if (Array.isArray(value) && value.length === 0) {
      scalars.push([keyLabel(key), 'none']);
    } else {
      scalars.push([keyLabel(key), valueText(key, value, f.currency)]);
    }
  }
  return [
    {
      type: 'heading',
      text: `Finding ${index + 1} of ${total}: ${FINDING_KIND_LABELS[f.kind as TFindingKind] ?? f.kind}`,
    },
    { type: 'fields', rows: facts },
    ...(scalars.length
      ? [
          { type: 'paragraph' as const, text: 'Evidence' },
          { type: 'fields' as const, rows: scalars },
        ]
      : []),
    ...tables,
  ];
}

/**
 * Renders the evidence pack of findings of the company's stores, in the order given. A finding that does
 * not exist or is another company's answers 404 (all or nothing: a pack never leaves one out silently).
 */
export async function renderEvidencePack(
  db: TDb,
  {
    companyId,
    findingIds,
    channelId,
    now = new Date(),
  }: {
    companyId: string;
    findingIds: readonly string[];
    /** Only findings of this store (a store-scoped request). */
    channelId?: string;
    now?: Date;
  },
): Promise<TEvidencePack> {
  const ids = [...new Set(findingIds)];
  const rows = ids.length
    ? await db
        .select({
          finding: reimburseFindings,
          sellerId: channels.sellerId,
          marketplaceId: channels.marketplaceId,
        })
        .from(reimburseFindings)
        .innerJoin(channels, eq(channels.id, reimburseFindings.channelId))
        .where(
          and(
            inArray(reimburseFindings.id, ids),
            eq(channels.companyId, companyId),
            channelId ? eq(reimburseFindings.channelId, channelId) : undefined,
          ),
        )
        .orderBy(asc(reimburseFindings.occurredAt))
    : [];
  if (ids.length === 0 || rows.length !== ids.length) {
    throw new AppError('not-found', DOCUMENT_MESSAGES.findingsUnknown);
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.finding.id) ?? 0) - (order.get(b.finding.id) ?? 0));
  const findings = rows.map((r) => toFinding(r.finding));
  const identity = await documentIdentity(db, companyId);
  const stores = [...new Set(rows.map((r) => `${r.sellerId} (${r.marketplaceId})`))];
  const total = new Map<string, number>();
  for (const f of findings) total.set(f.currency, (total.get(f.currency) ?? 0) + f.estimated_value);
  const bytes = await renderPdf({
    title: 'Evidence pack',
    logo: identity.logo,
    subtitle: [`Date ${pdfDate(now)}`, `${findings.length} finding${findings.length === 1 ? '' : 's'}`],
    author: identity.name,
    footer: `${identity.name} — evidence for Amazon reimbursement claims`,
    blocks: [
      {
        type: 'addresses',
        blocks: [{ heading: 'Seller', lines: [identity.name, ...identity.addressLines] }],
      },
      { type: 'fields', rows: [['Seller id (marketplace)', stores.join(', ')]] },
      {
        type: 'table',
        columns: [
          { header: 'Kind', weight: 2 },
          { header: 'SKU', weight: 1.5 },
          { header: 'Units', align: 'right', weight: 0.7 },
          { header: 'Value', align: 'right' },
          { header: 'Deadline', weight: 1.1 },
        ],
        rows: findings.map((f) => [
          FINDING_KIND_LABELS[f.kind as TFindingKind] ?? f.kind,
          f.sku ?? '—',
          String(f.quantity),
          formatMoney(f.estimated_value, f.currency),
          f.claim_deadline ?? 'none',
        ]),
      },
      {
        type: 'totals',
        rows: [...total].map(([currency, value]) => ['Total claimed', formatMoney(value, currency)]),
      },
      ...findings.flatMap((f, i) => findingBlocks(f, i, findings.length)),
    ],
  });
  const first = findings[0];
  return {
    bytes,
    filename: `evidence-pack-${pdfDate(now)}-${findings.length === 1 && first ? first.finding_id.slice(0, 8) : `${findings.length}-findings`}.pdf`,
    channelIds: [...new Set(findings.map((f) => f.channel_id))],
    skus: [...new Set(findings.flatMap((f) => (f.sku ? [f.sku] : [])))],
    findingIds: findings.map((f) => f.finding_id),
  };
}

/** Renders the evidence pack of a store's findings and stores it with the store's documents. */
export async function generateEvidencePack(
  db: TDb,
  input: {
    companyId: string;
    channelId: string;
    findingIds: readonly string[];
    now: Date;
    createdBy: string;
  },
) {
  const pack = await renderEvidencePack(db, input);
  const doc = await storeDocument(db, {
    companyId: input.companyId,
    channelId: input.channelId,
    kind: 'evidence-pack',
    filename: pack.filename,
    mime: 'application/pdf',
    bytes: pack.bytes,
    skus: pack.skus,
    findingIds: pack.findingIds,
    createdBy: input.createdBy,
  });
  return { pack, doc };
}
