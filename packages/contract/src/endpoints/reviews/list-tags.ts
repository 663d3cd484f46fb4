import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZTag } from './tag-model.ts';

/** GET /api/review/tags — every tag of the company with its review count. */
export const ZTagListResponse = ZEnvelope(z.array(ZTag));

export const listTagsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/tags',
  tags: ['tags'],
  summary: "The company's tags with review counts",
  response: ZTagListResponse,
});
