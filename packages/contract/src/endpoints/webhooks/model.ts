import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';

// Outgoing webhooks (issue 25): a company routes its review events to Slack or its own tools. Each
// request is signed: `X-Seller-Tools-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
// with the endpoint's secret; a receiver refuses a t older than WEBHOOK_TOLERANCE_SECONDS (replays).

/** The events an endpoint may subscribe to (the review events of modules/reviews/events). */
export const WEBHOOK_EVENT_TYPES = [
  'review.new',
  'review.negative',
  'review.rating_drop',
  'review.removed',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event a "Send test" delivers, whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  'review.new': 'New review',
  'review.negative': 'Negative review',
  'review.rating_drop': 'Rating drop',
  'review.removed': 'Review removed by Amazon',
};

/**
 * The body an endpoint receives: our JSON event, or a message Slack's incoming webhooks accept
 * (`{ text, blocks }`: a readable summary and a link into the product). Both are signed and retried alike.
 */
export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type TWebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<TWebhookFormat, string> = {
  json: 'JSON (signed)',
  slack: 'Slack',
};

export const WEBHOOK_SIGNATURE_HEADER = 'X-Seller-Tools-Signature';
export const WEBHOOK_EVENT_HEADER = 'X-Seller-Tools-Event';
export const WEBHOOK_DELIVERY_HEADER = 'X-Seller-Tools-Delivery';
/** How old a signature's timestamp a receiver should accept (seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Attempts per delivery before it is marked failed; the waits between them double from the first. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
export const WEBHOOK_FIRST_RETRY_SECONDS = 30;
/** How long one attempt waits for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MESSAGES = {
  adminOnly: 'Only the company administrator can manage webhooks.',
  notFound: 'Webhook endpoint not found.',
  urlInvalid: 'Enter a valid URL.',
  urlHttps: 'The URL must start with https:// (http:// only for localhost while developing).',
  eventsRequired: 'Choose at least one event.',
  tooMany: `A company can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`,
  disabled: 'This endpoint is paused: enable it to send a test.',
} as const;

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a URL's host is this machine (the only host plain http is allowed for, and never in production). */
export function isLocalWebhookHost(url: string): boolean {
  try {
    return LOCAL_HOSTS.includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

export const ZWebhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX)
  .refine((value) => URL.canParse(value), WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalWebhookHost(value));
  }, WEBHOOK_MESSAGES.urlHttps);

export const ZWebhookRequest = z.object({
  url: ZWebhookUrl,
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((types) => [...new Set(types)]),
  format: z.enum(WEBHOOK_FORMATS).default('json'),
  enabled: z.boolean().default(true),
});
export type TWebhookRequest = z.input<typeof ZWebhookRequest>;

export const ZWebhookParams = z.object({ webhookId: z.uuid(WEBHOOK_MESSAGES.notFound) });

export const ZWebhookDeliveryStatus = z.enum(['pending', 'sending', 'retrying', 'delivered', 'failed']);

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  format: z.enum(WEBHOOK_FORMATS),
  enabled: z.boolean(),
  created_at: z.string(),
  /** The latest delivery's status, null before the first. */
  last_status: ZWebhookDeliveryStatus.nullable(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  event_type: z.string(),
  event_key: z.string(),
  status: ZWebhookDeliveryStatus,
  attempts: z.number(),
  response_code: z.number().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookResponse = ZEnvelope(ZWebhookEndpoint);
/** A new endpoint with its signing secret: the only answer that ever carries it. */
export const ZWebhookCreatedResponse = ZEnvelope(ZWebhookEndpoint.extend({ secret: z.string() }));
export const ZWebhookListResponse = ZEnvelope(z.array(ZWebhookEndpoint));
export const ZWebhookDeliveryListResponse = ZEnvelope(z.array(ZWebhookDelivery));
export const ZWebhookDeliveryResponse = ZEnvelope(ZWebhookDelivery);
export const ZWebhookDeletedResponse = ZEnvelope(z.object({ id: z.string() }));
