import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList, ZStoreQuery } from '../reviews/common.ts';
import {
  VIOLATION_NOTE_MAX,
  VIOLATION_PAGE_MAX,
  VIOLATION_PAGE_SIZE,
  ZViolationEventType,
  ZViolationSeverity,
  ZViolationStatus,
} from './common.ts';

// The inbox (issue 22): GET /api/violation/events?channel_id=&type=&status=&cursor=&limit= answers keyset
// pages of events, worst severity first, newest first within one, with data.next_cursor.

export const ZViolationNote = z.object({
  note_id: z.string(),
  text: z.string(),
  author: z.string().nullable(),
  created_at: z.iso.datetime(),
});

export const ZViolationEvent = z.object({
  event_id: z.uuid(),
  channel_id: z.uuid(),
  type: ZViolationEventType,
  severity: ZViolationSeverity,
  status: ZViolationStatus,
  asin: z.string().nullable(),
  sku: z.string().nullable(),
  detected_at: z.iso.datetime(),
  occurred_at: z.iso.datetime(),
  resolved_at: z.iso.datetime().nullable(),
  summary: z.string(),
  /** before/after, the offer, the report row: whatever the detector saw. */
  evidence: z.record(z.string(), z.unknown()),
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  notes: z.array(ZViolationNote),
  tags: z.array(z.string()),
});
export type TViolationEvent = z.infer<typeof ZViolationEvent>;

export const ZViolationEventsQuery = ZStoreQuery.extend({
  type: commaList(ZViolationEventType),
  status: commaList(ZViolationStatus),
  severity: commaList(ZViolationSeverity),
  asin: z.string().trim().max(20).optional(),
  tag: z.string().trim().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(VIOLATION_PAGE_MAX).default(VIOLATION_PAGE_SIZE),
});
export type TViolationEventsQuery = z.input<typeof ZViolationEventsQuery>;

export const ZViolationEventsResponse = ZEnvelope(
  z.object({ items: z.array(ZViolationEvent), next_cursor: z.string().nullable() }),
);

export const listViolationEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/events',
  tags: ['violation'],
  summary: "A store's violation events, worst first, keyset-paged",
  query: ZViolationEventsQuery,
  response: ZViolationEventsResponse,
});

export const ZViolationEventParams = z.object({ id: z.uuid('Unknown event.') });
const ZOneEventResponse = ZEnvelope(ZViolationEvent);

export const violationEventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/events/:id',
  tags: ['violation'],
  summary: 'One event with its evidence and notes',
  params: ZViolationEventParams,
  query: ZStoreQuery,
  response: ZOneEventResponse,
});

const ZStoreBody = z.object({ channel_id: z.uuid('Choose a store.') });

export const acknowledgeViolationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/violation/events/:id/acknowledge',
  tags: ['violation'],
  summary: 'Acknowledge an event (violation-user, violation-admin)',
  params: ZViolationEventParams,
  body: ZStoreBody,
  response: ZOneEventResponse,
});

export const resolveViolationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/violation/events/:id/resolve',
  tags: ['violation'],
  summary: 'Resolve an event by hand (violation-user, violation-admin)',
  params: ZViolationEventParams,
  body: ZStoreBody,
  response: ZOneEventResponse,
});

export const ZAssignViolationBody = ZStoreBody.extend({ assignee_id: z.uuid().nullable() });
export const assignViolationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/violation/events/:id/assign',
  tags: ['violation'],
  summary: 'Assign an event to a team member (or nobody)',
  params: ZViolationEventParams,
  body: ZAssignViolationBody,
  response: ZOneEventResponse,
});

export const ZViolationNoteBody = ZStoreBody.extend({
  text: z.string().trim().min(1, 'Write a note.').max(VIOLATION_NOTE_MAX),
});
export const noteViolationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/violation/events/:id/notes',
  tags: ['violation'],
  summary: 'Add a note to an event',
  params: ZViolationEventParams,
  body: ZViolationNoteBody,
  response: ZOneEventResponse,
});

/** Who an event of the store can be assigned to: the members with a violation role who see the store. */
export const violationAssigneesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/assignees',
  tags: ['violation'],
  summary: 'The team members an event of this store can be assigned to',
  query: ZStoreQuery,
  response: ZEnvelope(
    z.object({
      items: z.array(z.object({ user_id: z.uuid(), name: z.string(), email: z.string(), role: z.string() })),
    }),
  ),
});
