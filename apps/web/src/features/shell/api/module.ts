import { moduleSwitchEndpoint, type TModule, type TServerUserInfo } from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';

/** PUT /api/user/module: makes the module the user's current one; answers the user info with it. */
export async function saveModule(module: TModule): Promise<TServerUserInfo> {
  return unwrap(await call(moduleSwitchEndpoint, { body: { module } })).data;
}
