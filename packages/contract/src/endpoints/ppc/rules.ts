import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZPpcChangeRequest } from './common.ts';
import { ZPpcRule, ZPpcRuleInput, ZPpcRuleRun } from './rule-model.ts';

// PPC rules: CRUD, enable/disable, dry run and the runs of a rule (issue 21).

const ZRuleParams = z.object({ id: z.uuid('No such rule.') });
const ZStoreBody = ZStoreQuery;

export const listPpcRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/rules',
  tags: ['ppc'],
  summary: "A store's PPC rules, newest first",
  query: ZStoreQuery,
  response: ZEnvelope(z.object({ items: z.array(ZPpcRule) })),
});

export const createPpcRuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/rules',
  tags: ['ppc'],
  summary: 'Creates a rule (disabled until enabled)',
  body: ZStoreBody.extend({ rule: ZPpcRuleInput }),
  response: ZEnvelope(ZPpcRule),
});

export const updatePpcRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/ppc/rules/:id',
  tags: ['ppc'],
  summary: "Replaces a rule's definition",
  params: ZRuleParams,
  body: ZStoreBody.extend({ rule: ZPpcRuleInput }),
  response: ZEnvelope(ZPpcRule),
});

export const deletePpcRuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/ppc/rules/:id',
  tags: ['ppc'],
  summary: 'Deletes a rule and its runs',
  params: ZRuleParams,
  query: ZStoreQuery,
  response: ZEnvelope(z.object({ id: z.uuid() })),
});

export const setPpcRuleEnabledEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/ppc/rules/:id/enabled',
  tags: ['ppc'],
  summary: 'Enables or disables a rule',
  params: ZRuleParams,
  body: ZStoreBody.extend({ enabled: z.boolean() }),
  response: ZEnvelope(ZPpcRule),
});

export const ZPpcDryRunResult = z.object({
  evaluated: z.number().int(),
  changes: z.array(ZPpcChangeRequest),
});
export type TPpcDryRunResult = z.infer<typeof ZPpcDryRunResult>;

export const dryRunPpcRuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/rules/dry-run',
  tags: ['ppc'],
  summary: 'What a rule not yet saved would change now, and why, without changing anything',
  body: ZStoreBody.extend({ rule: ZPpcRuleInput }),
  response: ZEnvelope(ZPpcDryRunResult),
});

export const dryRunSavedPpcRuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/rules/:id/dry-run',
  tags: ['ppc'],
  summary: 'What a saved rule would change now, and why, without changing anything',
  params: ZRuleParams,
  body: ZStoreBody,
  response: ZEnvelope(ZPpcDryRunResult),
});

export const listPpcRuleRunsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/rules/:id/runs',
  tags: ['ppc'],
  summary: "A rule's last 50 runs",
  params: ZRuleParams,
  query: ZStoreQuery,
  response: ZEnvelope(z.object({ items: z.array(ZPpcRuleRun) })),
});
