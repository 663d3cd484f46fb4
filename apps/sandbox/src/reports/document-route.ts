import type { FastifyInstance } from 'fastify';
import { param } from '../query.ts';
import type { TReportStore } from './report-store.ts';

// The pre-signed download, S3-style: no token, the signature is the authorization; XML errors.
export function registerDocumentRoute(app: FastifyInstance, store: TReportStore, now: () => number) {
  app.get(`${store.documentPath}/:documentId`, async (request, reply) => {
    const { documentId } = request.params as { documentId: string };
    const expires = Number(param(request.query, 'Expires'));
    const result = store.download(documentId, expires, param(request.query, 'X-Amz-Signature') ?? '', now());
    if (result === null || result === 'expired') {
      const message = result === 'expired' ? 'Request has expired' : 'Access Denied';
      return reply
        .code(403)
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`,
        );
    }
    return reply.type(result.contentType).header('content-length', result.body.length).send(result.body);
  });
}
