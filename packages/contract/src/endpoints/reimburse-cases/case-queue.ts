import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZFindingKind } from '../reimburse/common.ts';
import { commaList } from '../reviews/common.ts';
import { ZCaseState, ZQueueCase } from './common.ts';

// GET /api/reimburse/case-manager/cases: the staff work queue across every enrolled seller (case-manager,
// reimbursement-admin, super-admin). Deadlines within CASE_URGENT_DAYS first, then by deadline.

export const CASE_QUEUE_PAGE_SIZE = 50;

export const ZCaseQueueQuery = z.object({
  state: commaList(ZCaseState),
  kind: commaList(ZFindingKind),
  channel_id: z.uuid().optional(),
  /** "me", "none", or a user id. */
  assignee: z.union([z.enum(['me', 'none']), z.uuid()]).optional(),
  /** Deadline on or before this day (YYYY-MM-DD). */
  deadline_before: z.iso.date().optional(),
  /** Claimed amount at least this (minor units). */
  min_value: z.coerce.number().int().min(0).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(CASE_QUEUE_PAGE_SIZE),
});
export type TCaseQueueQuery = z.input<typeof ZCaseQueueQuery>;

export const caseQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/case-manager/cases',
  tags: ['reimburse-cases'],
  summary: "Staff work queue: every enrolled seller's cases, urgent deadlines first",
  query: ZCaseQueueQuery,
  response: ZEnvelope(z.object({ items: z.array(ZQueueCase), next_cursor: z.string().nullable() })),
});
