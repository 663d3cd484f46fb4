import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { withDateRange } from '../../validation/date-range.ts';
import { ZIsoDate } from '../reviews/common.ts';
import { SYSTEM_SEARCH_MAX, ZSystemPageQuery } from './common.ts';

/**
 * GET /api/system/audit — the admin actions of the audit trail, newest first (super-admin). action is
 * exact (e.g. user.delete); actor matches the acting user's name or email, part of it; from and to are
 * UTC days, both included.
 */
export const ZSystemAuditFilters = ZSystemPageQuery.extend({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(SYSTEM_SEARCH_MAX).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
// A filter of a paged list: its dates stay in bounds, its span costs nothing (one page at a time).
export const ZSystemAuditQuery = withDateRange(ZSystemAuditFilters, { capSpan: false, invertedPath: ['to'] });
export type TSystemAuditQuery = Partial<z.output<typeof ZSystemAuditQuery>>;

export const ZSystemAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  /** The email the client sent with the call (spec §7 login_email): a claim, kept beside the real actor. */
  login_email: z.string().nullable(),
  target: z.string().nullable(),
  /** The target user's name and email when the target is a user. */
  target_name: z.string().nullable(),
  target_email: z.string().nullable(),
  /**
   * The target as people know it: the user's email, the company's name, else the target as recorded
   * (an email, a plan name, a code); never a bare id while the record it names exists.
   */
  target_label: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type TSystemAuditEntry = z.infer<typeof ZSystemAuditEntry>;

export const ZSystemAuditResponse = ZEnvelope(
  z.object({ items: z.array(ZSystemAuditEntry), total: z.number().int(), page: z.number().int() }),
);
export type TSystemAuditResponse = z.infer<typeof ZSystemAuditResponse>;

export const systemAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/audit',
  tags: ['system'],
  summary: 'The admin actions of the audit trail, newest first (super-admin)',
  query: ZSystemAuditQuery,
  response: ZSystemAuditResponse,
});
