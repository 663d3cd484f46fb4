import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ROLES } from '@seller-tools/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireRole } from './authenticate.ts';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, at /api/openapi.json, with a docs UI at /api/docs.
 * In production both answer a super-admin only (issue 17): the map of every route is an attacker's
 * first read; elsewhere they are public, for developers.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { version: string; production: boolean },
): Promise<void> {
  const guard = info.production ? { onRequest: requireRole(ROLES.superAdmin) } : {};
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Seller Tools API',
        description: 'The API behind the Seller Tools web app. Every response is { error, message?, data? }.',
        version: info.version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true, uiHooks: guard });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true }, ...guard }, async () => app.swagger());
}
