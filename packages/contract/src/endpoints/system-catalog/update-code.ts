import { defineEndpoint } from '../../endpoint.ts';
import { ZSystemCodeIdParams, ZSystemCodeRequest, ZSystemCodeResponse } from './code-model.ts';

/** PUT /api/system/codes/:id — edits a code list row. */
export const updateSystemCodeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/codes/:id',
  tags: ['system'],
  summary: 'Edit a code list row',
  params: ZSystemCodeIdParams,
  body: ZSystemCodeRequest,
  response: ZSystemCodeResponse,
});
