import {
  notificationSettingsEndpoint,
  REVIEW_MESSAGES,
  saveNotificationSettingsEndpoint,
  unsubscribeEndpoint,
  unsubscribePageEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { acceptFormBodies } from '../../plugins/form-body.ts';
import { ownSettingsHandlers } from '../../plugins/own-settings.ts';
import { createNotificationSettingsService } from './notification-settings.service.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

type TDeps = { db: TDb; clock: TClock; unsubscribeTokens: TUnsubscribeTokens };

// The caller's notification settings, and the unsubscribe link of every mail: GET shows a page with one
// button (link scanners in mail systems follow GETs, so a GET alone must not unsubscribe), POST does it.
export const notificationsRoutes: FastifyPluginAsync<TDeps> = async (app, deps) => {
  const settings = createNotificationSettingsService(deps);

  const own = ownSettingsHandlers(settings, REVIEW_MESSAGES.settingsSaved);

  registerEndpoint(app, notificationSettingsEndpoint, { preHandler: requireAuth, handler: own.get });
  registerEndpoint(app, saveNotificationSettingsEndpoint, { preHandler: requireAuth, handler: own.save });

  // The unsubscribe form posts without a body; accept the browser's form content type.
  acceptFormBodies(app);

  // Both answer a page, never the JSON envelope: a bad link is the "not valid" page with status 400. A
  // missing or malformed token (one the query schema refuses) is a bad link too, not an API error.
  registerEndpoint(app, unsubscribePageEndpoint, {
    options: { attachValidation: true },
    handler: async (request, reply) => {
      const token = request.validationError ? null : deps.unsubscribeTokens.verify(request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!token) return reply.code(400).send(unsubscribePage({ state: 'invalid' }));
      return unsubscribePage({ state: 'confirm', kind: token.kind, token: request.query.token });
    },
  });

  registerEndpoint(app, unsubscribeEndpoint, {
    options: { attachValidation: true },
    handler: async (request, reply) => {
      const token = request.validationError ? null : deps.unsubscribeTokens.verify(request.query.token);
      reply.type('text/html; charset=utf-8');
      const email = token ? await settings.unsubscribe(token.userId, token.kind) : null;
      if (!token || !email) return reply.code(400).send(unsubscribePage({ state: 'invalid' }));
      return unsubscribePage({ state: 'done', kind: token.kind, email });
    },
  });
};
