import { exportReviewRequestLogEndpoint, type TReviewRequestState } from '@seller-tools/contract';
import { isoDaysAgo } from '../../../lib/dates';
import { fileNameOf, saveBlob } from '../../../lib/download';
import { call, unwrap } from '../../../lib/http';
import { logFilterQuery } from './log';

/**
 * GET /api/review-requests/export: the log's rows under the current search and status filter as CSV
 * (REVIEW_REQUEST_EXPORT_COLUMNS). Fetched with the session like every call, then saved as a download.
 */
export async function downloadLog(
  channelId: string,
  q: string,
  statuses: readonly TReviewRequestState[],
): Promise<string> {
  let fileName = `review-requests-${isoDaysAgo(0)}.csv`;
  const result = await call(
    exportReviewRequestLogEndpoint,
    { query: { channel_id: channelId, ...logFilterQuery(q, statuses) } },
    {
      responseType: 'blob',
      onResponse: (response) => {
        fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? fileName;
      },
    },
  );
  // The endpoint answers a file, not JSON: responseType 'blob' reads it as one.
  saveBlob(unwrap(result) as Blob, fileName);
  return fileName;
}
