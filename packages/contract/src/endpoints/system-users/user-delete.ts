import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZMfaCode } from '../auth/mfa-common.ts';
import { ZSystemUserIdParams } from './common.ts';
import { ZSystemUser } from './user-list.ts';

export const SYSTEM_USER_DELETE_ACTIONS = ['delete', 'restore'] as const;
export type TSystemUserDeleteAction = (typeof SYSTEM_USER_DELETE_ACTIONS)[number];

/**
 * PUT /api/user/delete/{id} (spec §7) — a super-admin deletes or restores any user. The body says which:
 * `action`, or the spec's del_yn flag ('Y' deletes, 'N' or empty restores, as PUT /api/market/amazon/market
 * uses it). An empty body deletes, as the path says. A delete signs the user out everywhere at once.
 */
export const ZSystemUserDeleteRequest = z
  .object({
    action: z.enum(SYSTEM_USER_DELETE_ACTIONS).optional(),
    del_yn: z.enum(['Y', 'N', '']).optional(),
    /** Step-up (issue 17): a fresh code from the caller's authenticator app, required to delete. */
    mfa_code: ZMfaCode.optional(),
  })
  .refine(
    (b) => b.action === undefined || b.del_yn === undefined || (b.del_yn === 'Y') === (b.action === 'delete'),
    {
      message: 'action and del_yn disagree.',
    },
  );
export type TSystemUserDeleteRequest = z.input<typeof ZSystemUserDeleteRequest>;

/** What the body asks for. */
export function systemUserDeleteActionOf(
  body: TSystemUserDeleteRequest | undefined,
): TSystemUserDeleteAction {
  if (body?.action) return body.action;
  if (body?.del_yn !== undefined) return body.del_yn === 'Y' ? 'delete' : 'restore';
  return 'delete';
}

export const ZSystemUserDeleteResponse = ZEnvelope(ZSystemUser);
export type TSystemUserDeleteResponse = z.infer<typeof ZSystemUserDeleteResponse>;

export const setSystemUserDeletedEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/delete/:id',
  tags: ['system'],
  summary: 'Delete (signing the user out everywhere) or restore any user (super-admin)',
  params: ZSystemUserIdParams,
  body: ZSystemUserDeleteRequest.optional(),
  response: ZSystemUserDeleteResponse,
});
