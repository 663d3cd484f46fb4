import type { TEndpointSpec } from '@seller-tools/contract';
import { saveFileFrom } from '../../../lib/download';
import { call } from '../../../lib/http';

/**
 * An export endpoint's file, fetched with the session (an <a href> would not carry the token) and handed
 * to the browser as a download under the server's file name.
 */
export function downloadFile<E extends TEndpointSpec>(
  endpoint: E,
  query: Record<string, unknown>,
  fallbackName: string,
): Promise<string> {
  return saveFileFrom(fallbackName, (options) => call(endpoint, { query } as never, options));
}
