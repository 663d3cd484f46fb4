import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ALL_ROLES } from '../../roles.ts';

/** GET /api/system/roles — the roles of §6 and how many active users hold each (super-admin). */
export const ZSystemRoleSummary = z.object({ role: z.enum(ALL_ROLES), holder_count: z.number().int() });
export type TSystemRoleSummary = z.infer<typeof ZSystemRoleSummary>;
export const ZSystemRolesResponse = ZEnvelope(z.array(ZSystemRoleSummary));
export type TSystemRolesResponse = z.infer<typeof ZSystemRolesResponse>;

export const systemRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/roles',
  tags: ['system'],
  summary: 'The roles of spec §6 and how many live users hold each (super-admin)',
  response: ZSystemRolesResponse,
});
