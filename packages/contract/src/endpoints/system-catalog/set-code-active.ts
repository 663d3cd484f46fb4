import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZSystemCodeIdParams, ZSystemCodeResponse } from './code-model.ts';

/** PUT /api/system/codes/:id/active — deactivate (hidden from /api/code/common) or reactivate. */
export const ZSystemCodeActiveRequest = z.object({ is_active: z.boolean() });

export const setSystemCodeActiveEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/codes/:id/active',
  tags: ['system'],
  summary: 'Deactivate or reactivate a code list row',
  params: ZSystemCodeIdParams,
  body: ZSystemCodeActiveRequest,
  response: ZSystemCodeResponse,
});
