import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ALERT_DELIVERIES, VIOLATION_EVENT_TYPES, ZViolationEventType } from './common.ts';

// Alert routing (issue 22): per user and per event type, immediate, daily summary or off, optionally
// scoped to stores, ASINs or tags (empty = everything the user may see). Violation-admin writes anyone's
// routing of the company; others read their own.

export const ZAlertPreference = z.object({
  type: ZViolationEventType,
  delivery: z.enum(ALERT_DELIVERIES),
  channel_ids: z.array(z.uuid()).max(100).default([]),
  asins: z.array(z.string().trim().min(1).max(20)).max(200).default([]),
  tags: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
});
export type TAlertPreference = z.infer<typeof ZAlertPreference>;

/** A user's routing: one row per type, the defaults filled in. */
export const ZAlertRouting = z.object({
  user_id: z.uuid(),
  preferences: z.array(ZAlertPreference),
});
export type TAlertRouting = z.infer<typeof ZAlertRouting>;

/** Defaults: immediate for the worst kinds, the daily summary for the rest. */
export const DEFAULT_ALERT_DELIVERY: Record<
  (typeof VIOLATION_EVENT_TYPES)[number],
  (typeof ALERT_DELIVERIES)[number]
> = {
  hijacker: 'immediate',
  'listing-suppressed': 'immediate',
  'policy-violation': 'immediate',
  'account-health': 'immediate',
  'buybox-lost': 'immediate',
  'map-breach': 'daily',
  'listing-changed': 'daily',
  'negative-feedback': 'daily',
  'new-offer': 'daily',
  'listing-inactive': 'immediate',
  'offer-count-changed': 'daily',
};

export const ZAlertRoutingQuery = z.object({ user_id: z.uuid().optional() });

export const violationAlertsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/alerts',
  tags: ['violation'],
  summary: "A user's alert routing (one's own; violation-admin: any member's)",
  query: ZAlertRoutingQuery,
  response: ZEnvelope(ZAlertRouting),
});

export const ZSaveAlertRoutingBody = z.object({
  user_id: z.uuid().optional(),
  preferences: z.array(ZAlertPreference).min(1).max(VIOLATION_EVENT_TYPES.length),
});
export type TSaveAlertRoutingBody = z.input<typeof ZSaveAlertRoutingBody>;

export const saveViolationAlertsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/violation/alerts',
  tags: ['violation'],
  summary: 'Save alert routing (violation-user for themselves, violation-admin for anyone; not reporters)',
  body: ZSaveAlertRoutingBody,
  response: ZEnvelope(ZAlertRouting),
});

// The bell: in-app notices of new and resolved events, with the unread count.
export const ZViolationNotice = z.object({
  notice_id: z.uuid(),
  event_id: z.uuid(),
  channel_id: z.uuid(),
  kind: z.enum(['raised', 'resolved']),
  type: ZViolationEventType,
  title: z.string(),
  created_at: z.iso.datetime(),
  read: z.boolean(),
});
export type TViolationNotice = z.infer<typeof ZViolationNotice>;

export const violationBellEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/bell',
  tags: ['violation'],
  summary: "The caller's unread count and latest notices",
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: ZEnvelope(z.object({ unread: z.number().int(), items: z.array(ZViolationNotice) })),
});

export const readViolationBellEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/violation/bell/read',
  tags: ['violation'],
  summary: 'Mark notices read (the given ones, or all)',
  body: z.object({ notice_ids: z.array(z.uuid()).max(200).optional() }),
  response: ZEnvelope(z.object({ unread: z.number().int() })),
});
