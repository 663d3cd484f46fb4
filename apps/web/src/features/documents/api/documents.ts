import {
  documentTemplateEndpoint,
  generateInvoiceEndpoint,
  listDocumentsEndpoint,
  previewInvoiceEndpoint,
  saveDocumentLogoEndpoint,
  saveDocumentTemplateEndpoint,
  type TDocumentTemplate,
  type TInvoiceBody,
} from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStoreQuery } from '../../../lib/current-store';
import { fileToBase64 } from '../../../lib/download';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { bodySender } from '../../../lib/endpoint-query/body-sender';
import { callData } from '../../../lib/endpoint-query/call-data';
import { call, unwrap } from '../../../lib/http';

// The document generator's calls (issue 20): the company's template, supplier invoices, a store's
// documents and their files.

export const documentKeys = {
  all: ['documents'] as const,
  template: ['documents', 'template'] as const,
  list: (channelId: string) => ['documents', 'list', channelId] as const,
};

export const useDocumentTemplate = () => useEndpointQuery(documentKeys.template, documentTemplateEndpoint);

/** After a template save: the cache holds the answer. */
export function useTemplateSaved() {
  const queryClient = useQueryClient();
  return (template: TDocumentTemplate) => {
    queryClient.setQueryData(documentKeys.template, template);
    return template;
  };
}

export const saveTemplate = bodySender(saveDocumentTemplateEndpoint);

export const saveLogo = async (file: File | null) =>
  callData(saveDocumentLogoEndpoint, {
    body: { content_base64: file ? await fileToBase64(file) : null },
  });

export const useStoreDocuments = (channelId: string | null) =>
  useStoreQuery(listDocumentsEndpoint, documentKeys.list(channelId ?? ''), channelId);

/** The invoice as a PDF blob, numbered PREVIEW (nothing stored). */
export async function previewInvoice(body: TInvoiceBody): Promise<Blob> {
  return unwrap(await call(previewInvoiceEndpoint, { body }, { responseType: 'blob' })) as Blob;
}

export const generateInvoice = bodySender(generateInvoiceEndpoint);

export { downloadDocument } from '../../../lib/download';
