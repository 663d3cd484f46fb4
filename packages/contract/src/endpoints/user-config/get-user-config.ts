import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZUserConfig, ZUserConfigName } from './model.ts';

/** GET /api/user/config?name — the caller's config of that name; data null when never saved. */
export const ZUserConfigQuery = z.object({ name: ZUserConfigName });
export type TUserConfigQuery = z.input<typeof ZUserConfigQuery>;
export const ZUserConfigResponse = ZEnvelope(ZUserConfig.nullable());
export type TUserConfigResponse = z.infer<typeof ZUserConfigResponse>;

export const getUserConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/config',
  tags: ['user'],
  summary: "The caller's config of that name; null when never saved",
  query: ZUserConfigQuery,
  response: ZUserConfigResponse,
});
