import type { TEndpointSpec } from '@seller-tools/contract';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { call, unwrap } from '../../../lib/http';

/**
 * An export endpoint's file, fetched with the session (an <a href> would not carry the token) and handed
 * to the browser as a download under the server's file name.
 */
export async function downloadFile<E extends TEndpointSpec>(
  endpoint: E,
  query: Record<string, unknown>,
  fallbackName: string,
): Promise<string> {
  let fileName = fallbackName;
  const result = await call(endpoint, { query } as never, {
    responseType: 'blob',
    onResponse: (response) => {
      fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
    },
  });
  saveBlob(unwrap(result) as Blob, fileName);
  return fileName;
}
