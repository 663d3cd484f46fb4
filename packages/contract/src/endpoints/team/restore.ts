import { defineEndpoint } from '../../endpoint.ts';
import { ZUserDeleteRequest, ZUserDeleteResponse } from './delete.ts';

/** PUT /api/user/delete/restore — brings a removed member back (same body and answer as the removal). */
export const restoreMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/delete/restore',
  tags: ['team'],
  summary: 'Restore a removed member',
  body: ZUserDeleteRequest,
  response: ZUserDeleteResponse,
});
