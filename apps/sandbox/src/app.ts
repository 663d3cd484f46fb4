import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';

// The marketplace emulator: it will speak Amazon's wire protocol (consent page, LWA token endpoint,
// SP-API, Ads API, product pages) with deterministic data per seller. This is its skeleton.
export async function buildSandboxApp(deps: { logger: Logger; startedAt?: number }) {
  const app = Fastify({ loggerInstance: deps.logger as FastifyBaseLogger });
  const startedAt = deps.startedAt ?? Date.now();

  app.get('/healthz', async () => ({
    status: 'ok' as const,
    service: 'marketplace-sandbox',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));

  // Amazon answers unknown paths with a JSON error list; so does the sandbox.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      errors: [{ code: 'NotFound', message: `Resource ${request.url.split('?')[0]} is not found.` }],
    }),
  );
  return app;
}
