import { AmazonApiError, type TAmazonErrorBody } from './amazon-http.ts';

// Amazon Ads failures: the transport's one error type, named for the API so a caller catches only its own.
export class AdsApiError extends AmazonApiError {}

/** Ads v3 writes `{ code, message }`; older answers `{ code, details }` (reporting v3: `{ code, detail }`). */
export function adsErrorOf(body: unknown): TAmazonErrorBody {
  const parsed = body as { code?: unknown; message?: unknown; details?: unknown; detail?: unknown } | null;
  const message = [parsed?.message, parsed?.details, parsed?.detail].find((m) => typeof m === 'string');
  return {
    code: typeof parsed?.code === 'string' ? parsed.code : null,
    message: typeof message === 'string' ? message : null,
  };
}
