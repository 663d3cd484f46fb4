import {
  devMailboxAttachmentEndpoint,
  devMailboxEndpoint,
  ok,
  refuseControlCharacters,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { AppError } from '../../lib/outcome.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { renderMailboxPage } from './dev-mailbox.page.ts';
import { createDevMailboxService } from './dev-mailbox.service.ts';

/** The mailbox page's address, outside production (only this machine is answered); null in production. */
export function devMailboxUrl(config: { NODE_ENV: string; PORT: number }): string | null {
  if (config.NODE_ENV === 'production') return null;
  return `http://localhost:${config.PORT}/dev/mailbox`;
}

/** Where the start log says the mailbox is, outside production; null where there is none. */
export function devMailboxNotice(config: { NODE_ENV: string; PORT: number }): string | null {
  const url = devMailboxUrl(config);
  return url === null ? null : `Dev mailbox (from this machine only): ${url}`;
}

// Not an endpoint declaration (a page), so it refuses control characters itself, as declarations do.
const ZPageQuery = refuseControlCharacters(
  z.object({ to: z.string().trim().toLowerCase().max(320).optional() }),
);

// Outside production only: app.ts does not register this plugin when NODE_ENV is production, so the paths
// do not exist there at all. /dev/mailbox is a real route, so the SPA fallback never answers it.
// And only to this machine (issue 17, M3): NODE_ENV defaults to development and HOST to 0.0.0.0, so a
// box started with `npm start` would otherwise hand every code and temporary password to its network.
// Anyone else is answered as for a path that does not exist.
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, deps) => {
  const mailbox = createDevMailboxService(deps);

  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
  });

  registerEndpoint(app, devMailboxEndpoint, {
    handler: async (request) => ok(await mailbox.list(request.query.to)),
  });
  registerEndpoint(app, devMailboxAttachmentEndpoint, {
    handler: async (request, reply) => {
      const file = await mailbox.attachment(request.params.messageId, request.params.index);
      if (!file) throw new AppError('not-found', 'No such attachment.');
      return sendDownload(reply, file);
    },
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
