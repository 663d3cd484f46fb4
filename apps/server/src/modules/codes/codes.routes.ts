import { codeCommonEndpoint, ok } from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { createCodesService } from './codes.service.ts';

// Public code lists (registration needs them before anyone is signed in): email domains, regions, and
// marketplaces per region. An unknown class is an empty list, not an error.
export const codesRoutes: FastifyPluginAsync<Parameters<typeof createCodesService>[0]> = async (
  app,
  deps,
) => {
  const codes = createCodesService(deps);
  registerEndpoint(app, codeCommonEndpoint, {
    handler: async (request) => ok(await codes.list(request.query)),
  });
};
