import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import {
  ZCampaign,
  ZCampaignBlock,
  ZCampaignContent,
  ZCampaignFilters,
  ZCampaignIdParams,
  ZCampaignList,
} from './model.ts';

const tags = ['email-campaign'];
const ZCampaignResponse = ZEnvelope(ZCampaign);

/** GET /api/system/email-campaigns — every campaign, newest first, with its counts (super-admin). */
export const listCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/email-campaigns',
  tags,
  summary: 'Email campaigns with their state and counts (super-admin)',
  response: ZEnvelope(z.array(ZCampaign)),
});

/** POST /api/system/email-campaigns — a new draft (the builder's first save). */
export const createCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/email-campaigns',
  tags,
  summary: 'Create a draft campaign (super-admin)',
  body: ZCampaignContent.partial(),
  response: ZCampaignResponse,
});

export const getCampaignEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/email-campaigns/:id',
  tags,
  summary: 'One campaign (super-admin)',
  params: ZCampaignIdParams,
  response: ZCampaignResponse,
});

/** PUT — the builder's autosave; a scheduled campaign may still change until it starts sending. */
export const updateCampaignEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/email-campaigns/:id',
  tags,
  summary: 'Save a draft or scheduled campaign (super-admin)',
  params: ZCampaignIdParams,
  body: ZCampaignContent,
  response: ZCampaignResponse,
});

export const deleteCampaignEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/system/email-campaigns/:id',
  tags,
  summary: 'Delete a draft (super-admin)',
  params: ZCampaignIdParams,
  response: ZEnvelope(z.object({ id: z.string() })),
});

export const duplicateCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/email-campaigns/:id/duplicate',
  tags,
  summary: 'Copy a campaign as a new draft (super-admin)',
  params: ZCampaignIdParams,
  response: ZCampaignResponse,
});

export const cancelCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/email-campaigns/:id/cancel',
  tags,
  summary: 'Cancel a scheduled or sending campaign; recipients not yet sent to get nothing (super-admin)',
  params: ZCampaignIdParams,
  response: ZCampaignResponse,
});

/** Schedules at a moment (UTC ISO; chosen in time_zone), or sends at once when scheduled_at is null. */
export const ZScheduleCampaignRequest = z.object({
  scheduled_at: z.iso.datetime({ offset: true }).nullable(),
  time_zone: z.string().min(1).max(64),
});
export const scheduleCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/email-campaigns/:id/schedule',
  tags,
  summary: 'Schedule a campaign, or send it now (super-admin)',
  params: ZCampaignIdParams,
  body: ZScheduleCampaignRequest,
  response: ZCampaignResponse,
});

export const testSendCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/email-campaigns/:id/test',
  tags,
  summary: 'Send the campaign to the caller only (super-admin)',
  params: ZCampaignIdParams,
  response: ZEnvelope(z.object({ to: z.string() })),
});

export const campaignAudienceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/email-campaigns/audience',
  tags,
  summary: 'How many users a list and filters reach now (super-admin)',
  body: z.object({ list: ZCampaignList, filters: ZCampaignFilters }),
  response: ZEnvelope(z.object({ count: z.number().int() })),
});

export const renderCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/email-campaigns/render',
  tags,
  summary: 'The sanitised email HTML of a block document, for the previews (super-admin)',
  body: z.object({
    subject: z.string().max(300),
    preheader: z.string().max(300),
    blocks: z.array(ZCampaignBlock).max(60),
  }),
  response: ZEnvelope(z.object({ html: z.string() })),
});

// The links of a sent campaign: no sign-in, a signed per-recipient token.
const ZTokenQuery = z.object({ t: z.string().min(1).max(300) });

/** GET: a confirmation page (mail scanners follow GETs); POST alone unsubscribes (RFC 8058 one-click). */
export const campaignUnsubscribePageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/email/campaign/unsubscribe',
  tags,
  summary: 'Campaign unsubscribe confirmation page',
  query: ZTokenQuery,
  produces: 'text/html',
});
export const campaignUnsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/email/campaign/unsubscribe',
  tags,
  summary: 'One-click unsubscribe from the campaign list (RFC 8058)',
  query: ZTokenQuery,
  produces: 'text/html',
});
export const campaignOpenEndpoint = defineEndpoint({
  method: 'GET',
  path: '/email/campaign/open',
  tags,
  summary: 'Open-tracking pixel (a 1×1 GIF)',
  query: ZTokenQuery,
  produces: 'image/gif',
});
export const campaignClickEndpoint = defineEndpoint({
  method: 'GET',
  path: '/email/campaign/click',
  tags,
  summary: 'Click-tracking redirect to a link of the campaign (signed, so no open redirect)',
  query: ZTokenQuery.extend({ u: z.string().min(1).max(2000), s: z.string().min(1).max(100) }),
  produces: 'a redirect',
});
