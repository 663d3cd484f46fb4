import {
  CAMPAIGN_MESSAGES,
  campaignAudienceEndpoint,
  campaignClickEndpoint,
  campaignOpenEndpoint,
  campaignUnsubscribeEndpoint,
  campaignUnsubscribePageEndpoint,
  cancelCampaignEndpoint,
  createCampaignEndpoint,
  deleteCampaignEndpoint,
  duplicateCampaignEndpoint,
  getCampaignEndpoint,
  listCampaignsEndpoint,
  ok,
  ROLES,
  renderCampaignEndpoint,
  scheduleCampaignEndpoint,
  type TCampaignList,
  testSendCampaignEndpoint,
  updateCampaignEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authOf, requireExactRole } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { acceptFormBodies } from '../../plugins/form-body.ts';
import { countAudience } from './audience.ts';
import { createCampaignService, type TCampaignDeps } from './campaigns.service.ts';
import { renderCampaignHtml } from './render.ts';
import { campaignUnsubscribePage, createCampaignTracking } from './tracking.ts';

// Spec §6: Email Campaign is a super-admin page; every staff endpoint is held to that role on the server.
const preHandler = requireExactRole(ROLES.superAdmin);

// A 1×1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const emailCampaignRoutes: FastifyPluginAsync<TCampaignDeps> = async (app, deps) => {
  const service = createCampaignService(deps);
  const tracking = createCampaignTracking(deps);

  registerEndpoint(app, listCampaignsEndpoint, { preHandler, handler: async () => ok(await service.list()) });
  registerEndpoint(app, createCampaignEndpoint, {
    preHandler,
    handler: async (request) => ok(await service.create(authOf(request).userId, request.body)),
  });
  registerEndpoint(app, getCampaignEndpoint, {
    preHandler,
    handler: async (request) => ok(await service.one(request.params.id)),
  });
  registerEndpoint(app, updateCampaignEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body), CAMPAIGN_MESSAGES.saved),
  });
  registerEndpoint(app, deleteCampaignEndpoint, {
    preHandler,
    handler: async (request) => {
      await service.remove(request.params.id);
      return ok({ id: request.params.id }, CAMPAIGN_MESSAGES.deleted);
    },
  });
  registerEndpoint(app, duplicateCampaignEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(await service.duplicate(authOf(request).userId, request.params.id), CAMPAIGN_MESSAGES.duplicated),
  });
  registerEndpoint(app, cancelCampaignEndpoint, {
    preHandler,
    handler: async (request) => ok(await service.cancel(request.params.id), CAMPAIGN_MESSAGES.cancelled),
  });
  registerEndpoint(app, scheduleCampaignEndpoint, {
    preHandler,
    handler: async (request) => {
      const { campaign, started } = await service.schedule(request.params.id, request.body);
      return ok(campaign, started ? CAMPAIGN_MESSAGES.sending : CAMPAIGN_MESSAGES.scheduled);
    },
  });
  registerEndpoint(app, testSendCampaignEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(
        { to: await service.testSend(authOf(request).userId, request.params.id) },
        CAMPAIGN_MESSAGES.testSent,
      ),
  });
  registerEndpoint(app, campaignAudienceEndpoint, {
    preHandler,
    handler: async (request) =>
      ok({ count: await countAudience(deps.db, request.body.list, request.body.filters, deps.clock.now()) }),
  });
  registerEndpoint(app, renderCampaignEndpoint, {
    preHandler,
    handler: async (request) => ok({ html: await renderCampaignHtml(request.body) }),
  });

  // The one-click POST (RFC 8058) carries List-Unsubscribe=One-Click as a form body.
  acceptFormBodies(app);

  // Pages, never the JSON envelope: a bad or malformed link is the "not valid" page with status 400.
  // The link's page (confirm) and its POST (done) answer alike: a bad, malformed or unknown link is the
  // "not valid" page; otherwise the recipient's page, after `recipientBy` read or unsubscribed them.
  const unsubscribePage =
    (
      state: 'confirm' | 'done',
      recipientBy: (token: string) => Promise<{ email: string; list: TCampaignList } | null>,
    ) =>
    async (request: FastifyRequest & { query: { t: string } }, reply: FastifyReply) => {
      const token = request.validationError ? null : request.query.t;
      const recipient = token ? await recipientBy(token) : null;
      reply.type('text/html; charset=utf-8');
      if (!token || !recipient) return reply.code(400).send(campaignUnsubscribePage({ state: 'invalid' }));
      return campaignUnsubscribePage({ state, ...recipient, token });
    };
  registerEndpoint(app, campaignUnsubscribePageEndpoint, {
    options: { attachValidation: true },
    handler: unsubscribePage('confirm', tracking.describe),
  });
  registerEndpoint(app, campaignUnsubscribeEndpoint, {
    options: { attachValidation: true },
    handler: unsubscribePage('done', tracking.unsubscribe),
  });
  registerEndpoint(app, campaignOpenEndpoint, {
    options: { attachValidation: true },
    handler: async (request, reply) => {
      if (!request.validationError) await tracking.opened(request.query.t);
      return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
  });
  registerEndpoint(app, campaignClickEndpoint, {
    options: { attachValidation: true },
    handler: async (request, reply) => {
      const target = request.validationError
        ? null
        : await tracking.clicked(request.query.t, request.query.u, request.query.s);
      if (!target)
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(campaignUnsubscribePage({ state: 'invalid' }));
      return reply.redirect(target, 302);
    },
  });
};
