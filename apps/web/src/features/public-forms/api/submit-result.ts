import { GENERIC_ERROR_MESSAGE } from '@seller-tools/contract';
import { isErrorEnvelope, type TApiResult } from '../../../lib/http';

/** What a public form shows after sending: the server's message either way. */
export type TSubmitResult = { ok: true; message: string } | { ok: false; message: string };

export function toSubmitResult(result: TApiResult<{ message: string }>): TSubmitResult {
  if (isErrorEnvelope(result)) return { ok: false, message: result.message || GENERIC_ERROR_MESSAGE };
  return { ok: true, message: result.message };
}
