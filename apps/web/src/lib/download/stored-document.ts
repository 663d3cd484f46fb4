import { downloadDocumentEndpoint, type TStoredDocument } from '@seller-tools/contract';
import { call, type TApiResult, type TCallOptions, unwrap } from '../http';
import { fileNameOf, saveBlob } from './download-file';

// Files the server generates (issue 20: supplier invoices, evidence packs, commission invoices), fetched as
// blobs and saved by the browser under the name the server gives them.

/**
 * Sends a file call (given the blob options) and saves the answer under its Content-Disposition name, else
 * `fallbackName`. Answers the name saved.
 */
export async function saveFileFrom(
  fallbackName: string,
  send: (options: TCallOptions) => Promise<TApiResult<unknown>>,
): Promise<string> {
  let fileName = fallbackName;
  const result = await send({
    responseType: 'blob',
    onResponse: (response) => {
      fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
    },
  });
  saveBlob(unwrap(result) as Blob, fileName);
  return fileName;
}

/** A stored document's file, handed to the browser as a download under its own name. */
export async function downloadDocument(doc: TStoredDocument): Promise<void> {
  await saveFileFrom(doc.filename, (options) =>
    call(downloadDocumentEndpoint, { params: { documentId: doc.document_id }, query: {} }, options),
  );
}
