import { z } from 'zod';
import { DEFAULT_MODULE, MODULES, type TModule } from '../../constants.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZServerUserInfo } from '../user.ts';

// PUT /api/user/module: the product line the user works in (spec §3 user info `module`), kept per user in
// module_config.module beside the reimburse line's own current store (module_config.reimburse), so the
// choice survives sign-out and follows the user to another browser.

export const ZModuleSwitchRequest = z.object({ module: z.enum(MODULES) });
export type TModuleSwitchRequest = z.infer<typeof ZModuleSwitchRequest>;

export const moduleSwitchEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/module',
  tags: ['user'],
  summary: 'Switch between the review and the reimbursement line',
  body: ZModuleSwitchRequest,
  response: ZEnvelope(ZServerUserInfo),
});

/** The module a user's module_config names; the review module when none or an unknown one. */
export function moduleOfConfig(moduleConfig: Record<string, unknown> | null | undefined): TModule {
  const value = moduleConfig?.module;
  return (MODULES as readonly unknown[]).includes(value) ? (value as TModule) : DEFAULT_MODULE;
}
