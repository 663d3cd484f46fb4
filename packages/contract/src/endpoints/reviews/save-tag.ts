import { defineEndpoint } from '../../endpoint.ts';
import { ZTagParams, ZTagRequest, ZTagResponse } from './tag-model.ts';

/** POST /api/review/tags — a new tag of the company. */
export const createTagEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review/tags',
  tags: ['tags'],
  summary: 'Create a tag',
  body: ZTagRequest,
  response: ZTagResponse,
});

/** PUT /api/review/tags/:tagId */
export const updateTagEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review/tags/:tagId',
  tags: ['tags'],
  summary: 'Rename or recolour a tag',
  params: ZTagParams,
  body: ZTagRequest,
  response: ZTagResponse,
});
