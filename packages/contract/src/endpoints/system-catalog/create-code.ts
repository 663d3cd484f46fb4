import { defineEndpoint } from '../../endpoint.ts';
import { ZSystemCodeRequest, ZSystemCodeResponse } from './code-model.ts';

/** POST /api/system/codes — adds a code list row. */
export const createSystemCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/codes',
  tags: ['system'],
  summary: 'Add a code list row',
  body: ZSystemCodeRequest,
  response: ZSystemCodeResponse,
});
