import { type TServerUserInfo, ZGetUserResponse } from '@seller-tools/contract';
import { http, isErrorEnvelope } from '../../../lib/http';
import { USER_PATH } from './preferences';

/** GET /api/user: the signed-in user as the server has them now; null on an error answer. */
export async function fetchServerUser(signal?: AbortSignal): Promise<TServerUserInfo | null> {
  const result = await http.get(USER_PATH, { signal, silent: true, schema: ZGetUserResponse });
  return isErrorEnvelope(result) ? null : result.data;
}
