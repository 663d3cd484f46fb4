import { ZHealthResponse, ZReadyResponse } from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDatabase } from '../../db/client.ts';

// Liveness and readiness for load balancers and the start script. They answer bare JSON, not the
// envelope, because probes read them, not the web app.
export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<TDatabase, 'ping'> }> = async (
  app,
  { database },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: ZHealthResponse } } },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process can reach its database',
        response: { 200: ZReadyResponse, 503: ZReadyResponse },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? ('ready' as const) : ('not-ready' as const), database: up ? 'up' : 'down' });
    },
  );
};
