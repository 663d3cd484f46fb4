import { ok, ZCodeCommonQuery, ZCodeCommonResponse } from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCodesService } from './codes.service.ts';

// Public code lists (registration needs them before anyone is signed in): email domains, regions, and
// marketplaces per region. An unknown class is an empty list, not an error.
export const codesRoutes: FastifyPluginAsyncZod<Parameters<typeof createCodesService>[0]> = async (
  app,
  deps,
) => {
  const codes = createCodesService(deps);
  app.get(
    '/api/code/common',
    {
      schema: {
        tags: ['codes'],
        summary: 'Active entries of one code list, in display order',
        querystring: ZCodeCommonQuery,
        response: { 200: ZCodeCommonResponse },
      },
    },
    async (request) => ok(await codes.list(request.query)),
  );
};
