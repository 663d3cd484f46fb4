import { DOCUMENT_MESSAGES, type TDocumentKind, type TStoredDocument } from '@seller-tools/contract';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { storedDocuments } from '../../db/schema/index.ts';
import { AppError } from '../outcome.ts';

// Every generated or uploaded file of the reimbursement line, in one table (issue 20). Modules store and
// read documents through these functions; reading one checks the tenant and the caller's stores, and a
// document the caller may not see answers the same 404 as one that does not exist.

type TRow = typeof storedDocuments.$inferSelect;
type TWriter = Pick<TDb, 'insert'>;

export type TNewDocument = {
  companyId: string;
  channelId: string | null;
  kind: TDocumentKind;
  filename: string;
  mime: string;
  bytes: Buffer;
  findingIds?: readonly string[];
  skus?: readonly string[];
  /** An invoice's number; unique per company. */
  number?: string | null;
  createdBy?: string | null;
};

export function toStoredDocument(row: Omit<TRow, 'bytes'>): TStoredDocument {
  return {
    document_id: row.id,
    channel_id: row.channelId,
    kind: row.kind as TDocumentKind,
    number: row.number,
    finding_ids: row.findingIds,
    skus: row.skus,
    filename: row.filename,
    mime: row.mime,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

const { bytes: _bytes, ...metaColumns } = getTableColumns(storedDocuments);

/** Stores a file (inside the caller's transaction when given one) and answers what the API shows of it. */
export async function storeDocument(db: TWriter, doc: TNewDocument): Promise<TStoredDocument> {
  const [row] = await db
    .insert(storedDocuments)
    .values({
      companyId: doc.companyId,
      channelId: doc.channelId,
      kind: doc.kind,
      number: doc.number ?? null,
      findingIds: [...new Set(doc.findingIds ?? [])],
      skus: [...new Set(doc.skus ?? [])],
      filename: doc.filename,
      mime: doc.mime,
      bytes: doc.bytes,
      size: doc.bytes.length,
      createdBy: doc.createdBy ?? null,
    })
    .returning(metaColumns);
  if (!row) throw new Error('insert returned no row');
  return toStoredDocument(row);
}

/** Who reads: the company they act for and the stores they may see. */
export type TDocumentViewer = { companyId: string; channelIds: readonly string[] };

/** A document with its bytes, when the viewer may see it (its company, and its store if it has one). */
export async function readDocument(
  db: TDb,
  viewer: TDocumentViewer,
  documentId: string,
): Promise<TStoredDocument & { bytes: Buffer }> {
  const [row] = await db
    .select()
    .from(storedDocuments)
    .where(and(eq(storedDocuments.id, documentId), eq(storedDocuments.companyId, viewer.companyId)));
  if (!row || (row.channelId !== null && !viewer.channelIds.includes(row.channelId))) {
    throw new AppError('not-found', DOCUMENT_MESSAGES.notFound);
  }
  return { ...toStoredDocument(row), bytes: row.bytes };
}

/** A store's documents (optionally of one kind), newest first. */
export async function listDocuments(
  db: TDb,
  channelId: string,
  kind: TDocumentKind | undefined,
  limit: number,
): Promise<TStoredDocument[]> {
  const rows = await db
    .select(metaColumns)
    .from(storedDocuments)
    .where(and(eq(storedDocuments.channelId, channelId), kind ? eq(storedDocuments.kind, kind) : undefined))
    .orderBy(desc(storedDocuments.createdAt), desc(storedDocuments.id))
    .limit(limit);
  return rows.map(toStoredDocument);
}
