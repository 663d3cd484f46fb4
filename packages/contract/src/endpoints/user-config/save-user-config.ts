import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZUserConfig, ZUserConfigName } from './model.ts';

/**
 * PUT /api/user/config — saves (creates or replaces) the caller's config of that name. config_id, when
 * sent, must be the id of that same config.
 */
export const ZSaveUserConfigRequest = z.object({
  name: ZUserConfigName,
  /** Any JSON value (the body is JSON); for known configs, their shape. null clears it. */
  data: z.unknown().refine((value) => value !== undefined, 'data is required.'),
  config_id: z.string().trim().min(1).max(100).optional().nullable(),
});
export type TSaveUserConfigRequest = z.input<typeof ZSaveUserConfigRequest>;
export const ZSaveUserConfigResponse = ZEnvelope(ZUserConfig);
export type TSaveUserConfigResponse = z.infer<typeof ZSaveUserConfigResponse>;

export const saveUserConfigEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/config',
  tags: ['user'],
  summary: "Save the caller's config of that name",
  body: ZSaveUserConfigRequest,
  response: ZSaveUserConfigResponse,
});
