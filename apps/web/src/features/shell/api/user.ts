import { getUserEndpoint, type TServerUserInfo } from '@seller-tools/contract';
import { call, isErrorEnvelope } from '../../../lib/http';

/** GET /api/user: the signed-in user as the server has them now; null on an error answer. */
export async function fetchServerUser(signal?: AbortSignal): Promise<TServerUserInfo | null> {
  const result = await call(getUserEndpoint, {}, { signal, silent: true });
  return isErrorEnvelope(result) ? null : result.data;
}
