import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZFinding, ZFindingKind, ZFindingStatus, ZMoneyMinor } from './common.ts';

// GET /api/reimburse/findings/summary: the reimbursement dashboard and the free audit in one answer.

/** Deadlines within this many days count as "expiring soon". */
export const EXPIRING_SOON_DAYS = 14;

const ZTally = z.object({ count: z.number().int(), value: ZMoneyMinor });

export const ZFindingsSummary = z.object({
  currency: z.string(),
  /** Open + needs-action: what can still be claimed. */
  potential: ZTally,
  /** Claimable with a deadline within EXPIRING_SOON_DAYS. */
  expiring_soon: ZTally,
  /** Paid by Amazon (reimbursed findings, the amount Amazon paid). */
  recovered: ZTally,
  expired: ZTally,
  by_status: z.array(z.object({ status: ZFindingStatus, count: z.number().int(), value: ZMoneyMinor })),
  by_kind: z.array(z.object({ kind: ZFindingKind, count: z.number().int(), value: ZMoneyMinor })),
  /** Per calendar month (YYYY-MM) of the event: what was found and what Amazon paid. */
  by_month: z.array(z.object({ month: z.string(), found: ZMoneyMinor, recovered: ZMoneyMinor })),
  /** The claimable findings with the nearest deadlines (at most 5). */
  nearest_deadlines: z.array(ZFinding),
  last_audit_at: z.string().nullable(),
});
export type TFindingsSummary = z.infer<typeof ZFindingsSummary>;

export const ZFindingsSummaryResponse = ZEnvelope(ZFindingsSummary);

export const findingsSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/findings/summary',
  tags: ['reimburse'],
  summary: 'What the audit found for a store: potential, expiring soon, recovered, by kind and month',
  query: ZStoreQuery,
  response: ZFindingsSummaryResponse,
});
