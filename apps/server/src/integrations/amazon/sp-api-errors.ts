import { AmazonApiError, type TAmazonErrorBody } from './amazon-http.ts';

// SP-API failures: the transport's one error type, named for the API so a caller catches only its own.
export class SpApiError extends AmazonApiError {}

/** The SP-API writes `{ errors: [{ code, message, details }] }`; the first one speaks for the call. */
export function spErrorOf(body: unknown): TAmazonErrorBody {
  const first = (body as { errors?: { code?: unknown; message?: unknown }[] } | null)?.errors?.[0];
  return {
    code: typeof first?.code === 'string' ? first.code : null,
    message: typeof first?.message === 'string' ? first.message : null,
  };
}
