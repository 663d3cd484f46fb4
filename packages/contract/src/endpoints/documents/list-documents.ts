import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZDocumentKind, ZStoredDocument } from './common.ts';

// A store's documents, newest first, and one document's file.

export const DOCUMENTS_PAGE_MAX = 200;

export const listDocumentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/documents',
  tags: ['reimburse-documents'],
  summary: "A store's generated and uploaded documents, newest first",
  query: ZStoreQuery.extend({ kind: ZDocumentKind.optional() }),
  response: ZEnvelope(z.object({ items: z.array(ZStoredDocument) })),
});

export const ZDocumentParams = z.object({ documentId: z.uuid() });

export const downloadDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/documents/:documentId/file',
  tags: ['reimburse-documents'],
  summary: "One document's file (attachment; ?inline=true to show it in the browser)",
  params: ZDocumentParams,
  query: z.object({ inline: z.stringbool().optional() }),
  produces: 'the file (application/pdf, image/png or image/jpeg)',
});
