import {
  DOCUMENT_MESSAGES,
  DOCUMENTS_PAGE_MAX,
  documentTemplateEndpoint,
  downloadDocumentEndpoint,
  generateEvidencePackEndpoint,
  generateInvoiceEndpoint,
  LOGO_MAX_BYTES,
  listDocumentsEndpoint,
  ok,
  PROOF_MAX_BYTES,
  previewInvoiceEndpoint,
  proofNeededEndpoint,
  REIMBURSE_MESSAGES,
  REIMBURSE_PLAN_NAME,
  saveDocumentLogoEndpoint,
  saveDocumentTemplateEndpoint,
  uploadProofEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import type { TClock } from '../../../lib/clock.ts';
import { loadCompanyPlans } from '../../../lib/company-plans.ts';
import { generateEvidencePack } from '../../../lib/documents/evidence-pack.ts';
import { listDocuments, readDocument } from '../../../lib/documents/stored-documents.ts';
import { AppError } from '../../../lib/outcome.ts';
import { authOf, requireAuth } from '../../../plugins/authenticate.ts';
import { sendDownload } from '../../../plugins/download.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../../plugins/require-store.ts';
import { createInvoiceService } from './invoice.service.ts';
import { createProofService } from './proof.service.ts';
import { createTemplateService } from './template.service.ts';

// The document generator (issue 20): the company's template, supplier invoices (preview and generate),
// evidence packs, proofs of ownership, and a store's documents with their files. Store-scoped calls go
// through requireStore; a document's file is read by id with the tenant and store check of
// lib/documents/stored-documents.ts (another company's or store's document answers 404).

/** Room in a JSON body for a base64 file of `bytes` bytes, so the schema's readable message answers. */
const bodyLimitFor = (bytes: number) => Math.ceil((bytes * 4) / 3) * 2 + 64 * 1024;

/** A stored or generated document: the caller's own, and never sniffed into another type. */
function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer; mime: string; filename: string },
  inline: boolean,
): FastifyReply {
  return sendDownload(
    reply.header('x-content-type-options', 'nosniff'),
    { body: file.bytes, type: file.mime, filename: file.filename },
    { inline, cacheControl: 'private, no-store' },
  );
}

/**
 * The findings' details behind the proof list and the evidence packs are the enrolled seller's (the free
 * audit keeps them locked): a company without the reimburse plan gets 403 there.
 */
function requirePlan(db: TDb) {
  return async function requirePlanHandler(request: FastifyRequest): Promise<void> {
    const plans = await loadCompanyPlans(db, authOf(request).companyId);
    if (!plans.some((plan) => plan.plan_name === REIMBURSE_PLAN_NAME)) {
      throw new AppError('forbidden', REIMBURSE_MESSAGES.planRequired);
    }
  };
}

export const documentsRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const templates = createTemplateService(deps);
  const invoices = createInvoiceService(deps);
  const proofs = createProofService(deps);
  const byQuery = [requireAuth, requireStore()];
  const byBody = [requireAuth, requireStore('body')];
  const planned = requirePlan(deps.db);

  registerEndpoint(app, documentTemplateEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await templates.get(authOf(request).companyId, authOf(request))),
  });
  registerEndpoint(app, saveDocumentTemplateEndpoint, {
    preHandler: requireAuth,
    handler: async (request) =>
      ok(
        await templates.save(authOf(request).companyId, authOf(request), request.body),
        DOCUMENT_MESSAGES.templateSaved,
      ),
  });
  registerEndpoint(app, saveDocumentLogoEndpoint, {
    preHandler: requireAuth,
    options: { bodyLimit: bodyLimitFor(LOGO_MAX_BYTES) },
    handler: async (request) =>
      ok(
        await templates.saveLogo(authOf(request).companyId, authOf(request), request.body.content_base64),
        request.body.content_base64 === null ? DOCUMENT_MESSAGES.logoRemoved : DOCUMENT_MESSAGES.logoSaved,
      ),
  });

  registerEndpoint(app, previewInvoiceEndpoint, {
    preHandler: byBody,
    handler: async (request, reply) =>
      sendFile(
        reply,
        {
          bytes: await invoices.preview(storeOf(request), request.body),
          mime: 'application/pdf',
          filename: 'invoice-preview.pdf',
        },
        true,
      ),
  });
  registerEndpoint(app, generateInvoiceEndpoint, {
    preHandler: byBody,
    handler: async (request) =>
      ok(
        await invoices.generate(storeOf(request), authOf(request), request.body),
        DOCUMENT_MESSAGES.generated,
      ),
  });

  registerEndpoint(app, generateEvidencePackEndpoint, {
    preHandler: [requireAuth, planned, requireStore('body')],
    handler: async (request) => {
      const store = storeOf(request);
      const { doc } = await generateEvidencePack(deps.db, {
        companyId: store.companyId,
        channelId: store.channelId,
        findingIds: request.body.finding_ids,
        now: deps.clock.now(),
        createdBy: authOf(request).userId,
      });
      return ok(doc, DOCUMENT_MESSAGES.generated);
    },
  });

  registerEndpoint(app, proofNeededEndpoint, {
    preHandler: [requireAuth, planned, requireStore()],
    handler: async (request) => ok({ items: await proofs.needed(storeOf(request)) }),
  });
  registerEndpoint(app, uploadProofEndpoint, {
    preHandler: [requireAuth, planned, requireStore('body')],
    options: { bodyLimit: bodyLimitFor(PROOF_MAX_BYTES) },
    handler: async (request) =>
      ok(
        await proofs.upload(storeOf(request), authOf(request), {
          sku: request.body.sku,
          fileName: request.body.file_name,
          base64: request.body.content_base64,
        }),
        DOCUMENT_MESSAGES.proofSaved,
      ),
  });

  registerEndpoint(app, listDocumentsEndpoint, {
    preHandler: byQuery,
    handler: async (request) =>
      ok({
        items: await listDocuments(
          deps.db,
          storeOf(request).channelId,
          request.query.kind,
          DOCUMENTS_PAGE_MAX,
        ),
      }),
  });
  registerEndpoint(app, downloadDocumentEndpoint, {
    preHandler: requireAuth,
    handler: async (request, reply) => {
      const auth = authOf(request);
      const doc = await readDocument(
        deps.db,
        { companyId: auth.companyId, channelIds: auth.stores.map((s) => s.channelId) },
        request.params.documentId,
      );
      return sendFile(reply, doc, request.query.inline === true);
    },
  });
};
