import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

// /reimburse/settings/accounts: the company's stores the caller sees, enrolled or not, with the last audit.

export const ZReimburseAccount = z.object({
  channel_id: z.uuid(),
  seller_id: z.string(),
  marketplace_id: z.string(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  enrolled: z.boolean(),
  last_audit_at: z.string().nullable(),
  /** Open and needs-action findings: what can still be claimed. */
  findings_count: z.number().int(),
});
export type TReimburseAccount = z.infer<typeof ZReimburseAccount>;

export const reimburseAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/settings/accounts',
  tags: ['reimburse'],
  summary: "The caller's stores with their enrolment, last audit and claimable findings",
  response: ZEnvelope(z.object({ items: z.array(ZReimburseAccount), can_edit: z.boolean() })),
});
