import { downloadDocumentEndpoint, type TStoredDocument } from '@seller-tools/contract';
import { call, unwrap } from '../http';
import { fileNameOf, saveBlob } from './download-file';

// A generated document (issue 20: supplier invoices, evidence packs) fetched by id and saved by the browser,
// for the document generator and the case view alike.

/** A stored document's file, handed to the browser as a download under its own name. */
export async function downloadDocument(doc: TStoredDocument): Promise<void> {
  let fileName = doc.filename;
  const result = await call(
    downloadDocumentEndpoint,
    { params: { documentId: doc.document_id }, query: {} },
    {
      responseType: 'blob',
      onResponse: (response) => {
        fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
      },
    },
  );
  saveBlob(unwrap(result) as Blob, fileName);
}
