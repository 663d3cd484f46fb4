import {
  ok,
  ROLES,
  supportAttachmentEndpoint,
  supportConversationEndpoint,
  supportInboxEndpoint,
  supportPostEndpoint,
  supportReplyEndpoint,
  supportStreamEndpoint,
  supportUpdateEndpoint,
  supportVisitorConversationEndpoint,
  supportVisitorPostEndpoint,
  supportVisitorStreamEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TLogger } from '../../lib/logger.ts';
import { authOf, requireAuth, requireExactRole } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { createSupportChat, type TSupportDeps } from './support-chat.service.ts';
import { createSupportEvents, SUPPORT_INBOX, SUPPORT_RESYNC } from './support-events.ts';

const staffOnly = requireExactRole(ROLES.superAdmin);
// Base64 of a 5 MB attachment plus the message.
const BODY_LIMIT = 7_500_000;

/**
 * Takes the response over as a Server-Sent Events stream: `change()` sends one "message" event; a comment
 * every 25 s keeps proxies from closing it (stopped when the client goes).
 */
function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  reply.raw.write('retry: 3000\n\n');
  const ping = setInterval(() => reply.raw.write(': ping\n\n'), 25_000);
  request.raw.on('close', () => clearInterval(ping));
  return { change: () => reply.raw.write(`event: message\ndata: {}\n\n`) };
}

export const supportChatRoutes: FastifyPluginAsync<
  TSupportDeps & { databaseUrl: string; logger?: TLogger }
> = async (app, deps) => {
  const supportEvents = createSupportEvents(deps.db);
  app.addHook('onReady', () => supportEvents.start(deps.databaseUrl, deps.logger));
  app.addHook('onClose', () => supportEvents.close());
  const chat = createSupportChat({ ...deps, events: supportEvents });
  /** Follows `key`'s changes (and the resync after a lost listener) until the client goes. */
  const follow = (request: FastifyRequest, key: string, send: () => void) => {
    supportEvents.on(key, send);
    supportEvents.on(SUPPORT_RESYNC, send);
    request.raw.on('close', () => {
      supportEvents.off(key, send);
      supportEvents.off(SUPPORT_RESYNC, send);
    });
  };
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { userId: auth.userId, companyId: auth.companyId, isCompanyAdmin: auth.isCompanyAdmin };
  };

  registerEndpoint(app, supportConversationEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await chat.mine(actorOf(request))),
  });
  registerEndpoint(app, supportPostEndpoint, {
    preHandler: requireAuth,
    options: { bodyLimit: BODY_LIMIT },
    handler: async (request) => ok(await chat.post(actorOf(request), request.body)),
  });

  // Visitors of the public site: no session, the conversation's token instead.
  registerEndpoint(app, supportVisitorPostEndpoint, {
    handler: async (request) => ok(await chat.visitorPost(request.ip, request.body)),
  });
  registerEndpoint(app, supportVisitorConversationEndpoint, {
    handler: async (request) => ok(await chat.visitorConversation(request.query.token)),
  });
  registerEndpoint(app, supportVisitorStreamEndpoint, {
    handler: async (request, reply) => {
      const key = await chat.visitorId(request.query.token);
      const stream = openEventStream(request, reply);
      const send = () => {
        stream.change();
        void chat.seen(key);
      };
      follow(request, key, send);
      return reply;
    },
  });

  // Server-Sent Events: one "message" event per change of the caller's conversation (staff: of any), a
  // comment every 25 s to keep proxies from closing the stream. Clients poll as well when it drops.
  registerEndpoint(app, supportStreamEndpoint, {
    preHandler: requireAuth,
    handler: async (request, reply) => {
      const auth = authOf(request);
      const staff = auth.roles.includes(ROLES.superAdmin);
      let key = staff ? SUPPORT_INBOX : await chat.mineId(actorOf(request));
      const stream = openEventStream(request, reply);
      const send = () => {
        stream.change();
        if (!staff && key) void chat.seen(key);
      };
      // A user without a conversation yet: theirs starts with their first message (the post's event).
      const onAny = async () => {
        if (key) return;
        key = await chat.mineId(actorOf(request));
        if (key) follow(request, key, send);
      };
      if (key) follow(request, key, send);
      else {
        supportEvents.on(SUPPORT_INBOX, onAny);
        request.raw.on('close', () => supportEvents.off(SUPPORT_INBOX, onAny));
      }
      return reply;
    },
  });

  registerEndpoint(app, supportAttachmentEndpoint, {
    preHandler: requireAuth,
    handler: async (request, reply) => {
      const auth = authOf(request);
      const file = await chat.attachment(
        { ...actorOf(request), staff: auth.roles.includes(ROLES.superAdmin) },
        request.params.id,
      );
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  registerEndpoint(app, supportInboxEndpoint, {
    preHandler: staffOnly,
    handler: async (request) => ok(await chat.inbox(request.query.status)),
  });
  registerEndpoint(app, supportReplyEndpoint, {
    preHandler: staffOnly,
    options: { bodyLimit: BODY_LIMIT },
    handler: async (request) => ok(await chat.reply(authOf(request).userId, request.params.id, request.body)),
  });
  registerEndpoint(app, supportUpdateEndpoint, {
    preHandler: staffOnly,
    handler: async (request) =>
      ok(await chat.update(authOf(request).userId, request.params.id, request.body)),
  });
};
