import {
  ok,
  REVIEW_MESSAGES,
  ZNotificationSettings,
  ZNotificationSettingsResponse,
  ZUnsubscribeQuery,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { createNotificationSettingsService } from './notification-settings.service.ts';
import { REVIEW_ERRORS } from './route-helpers.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

type TDeps = { db: TDb; clock: TClock; unsubscribeTokens: TUnsubscribeTokens };

// The caller's notification settings, and the unsubscribe link of every mail: GET shows a page with one
// button (link scanners in mail systems follow GETs, so a GET alone must not unsubscribe), POST does it.
export const notificationsRoutes: FastifyPluginAsyncZod<TDeps> = async (app, deps) => {
  const settings = createNotificationSettingsService(deps);
  const tags = ['notifications'];

  app.get(
    '/api/review/notification-settings',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The caller's daily summary and alert settings",
        response: { 200: ZNotificationSettingsResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) => ok(await settings.get(authOf(request).userId)),
  );

  app.put(
    '/api/review/notification-settings',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "Save the caller's daily summary and alert settings",
        body: ZNotificationSettings,
        response: { 200: ZNotificationSettingsResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) =>
      ok(await settings.save(authOf(request).userId, request.body), REVIEW_MESSAGES.settingsSaved),
  );

  // The unsubscribe form posts without a body; accept the browser's form content type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const page = { querystring: ZUnsubscribeQuery, response: { 200: z.string(), 400: z.string() } };
  app.get(
    '/email/unsubscribe',
    { schema: { tags, summary: 'Unsubscribe page', ...page } },
    async (request, reply) => {
      const token = deps.unsubscribeTokens.verify(request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!token) return reply.code(400).send(unsubscribePage({ state: 'invalid' }));
      return unsubscribePage({ state: 'confirm', kind: token.kind, token: request.query.token });
    },
  );
  app.post(
    '/email/unsubscribe',
    { schema: { tags, summary: 'Unsubscribe', ...page } },
    async (request, reply) => {
      const token = deps.unsubscribeTokens.verify(request.query.token);
      reply.type('text/html; charset=utf-8');
      const email = token ? await settings.unsubscribe(token.userId, token.kind) : null;
      if (!token || !email) return reply.code(400).send(unsubscribePage({ state: 'invalid' }));
      return unsubscribePage({ state: 'done', kind: token.kind, email });
    },
  );
};
