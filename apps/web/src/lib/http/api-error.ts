import { GENERIC_ERROR_MESSAGE } from '@seller-tools/contract';
import { isErrorEnvelope } from './is-error-envelope';
import type { TApiResult } from './types';

/** An error envelope ({ error: true, message }) turned into a thrown error, for TanStack Query. */
export class ApiError extends Error {
  override name = 'ApiError';
}

/** The success body, or throws the envelope's message as an ApiError. */
export function unwrap<T>(result: TApiResult<T>): T {
  if (isErrorEnvelope(result)) throw new ApiError(result.message);
  return result;
}

/** What to show for a failed call: the server's message, else the generic one of spec §8. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** Retry once after a network failure; the server's own answer (an ApiError) will not change. */
export function retryNetworkOnce(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}
