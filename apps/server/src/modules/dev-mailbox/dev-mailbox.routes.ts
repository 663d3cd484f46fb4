import { devMailboxEndpoint, ok, refuseControlCharacters } from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { renderMailboxPage } from './dev-mailbox.page.ts';
import { createDevMailboxService } from './dev-mailbox.service.ts';

// Not an endpoint declaration (a page), so it refuses control characters itself, as declarations do.
const ZPageQuery = refuseControlCharacters(
  z.object({ to: z.string().trim().toLowerCase().max(320).optional() }),
);

// Outside production only: app.ts does not register this plugin when NODE_ENV is production, so the paths
// do not exist there at all. /dev/mailbox is a real route, so the SPA fallback never answers it.
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, deps) => {
  const mailbox = createDevMailboxService(deps);

  registerEndpoint(app, devMailboxEndpoint, {
    handler: async (request) => ok(await mailbox.list(request.query.to)),
  });

  app.get('/dev/mailbox', { schema: { hide: true, querystring: ZPageQuery } }, async (request, reply) => {
    const to = request.query.to || null;
    const messages = to ? await mailbox.list(to) : [];
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(to, messages));
  });
};
