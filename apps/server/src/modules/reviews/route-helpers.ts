import { fail, ZErrorEnvelope } from '@seller-tools/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { authOf } from '../../lib/auth.ts';
import { resolveStore, type TReviewStore } from './store-access.ts';

export const REVIEW_ERRORS = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
} as const;

/** The store named by channel_id, or null after answering 403 (the caller may not read it). */
export async function storeOrReply(
  db: TDb,
  request: FastifyRequest,
  reply: FastifyReply,
  channelId: string,
): Promise<TReviewStore | null> {
  const outcome = await resolveStore(db, authOf(request), channelId);
  if (outcome.ok) return outcome.store;
  await reply.code(outcome.status).send(fail(outcome.message));
  return null;
}
