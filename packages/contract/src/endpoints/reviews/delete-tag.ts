import { defineEndpoint } from '../../endpoint.ts';
import { ZDeletedResponse, ZTagParams } from './tag-model.ts';

/** DELETE /api/review/tags/:tagId — the tag leaves every review, and its rules go with it. */
export const deleteTagEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/review/tags/:tagId',
  tags: ['tags'],
  summary: 'Delete a tag (removes it from reviews, and its rules)',
  params: ZTagParams,
  response: ZDeletedResponse,
});
