import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';
import { REVIEW_MESSAGES, TAG_COLORS, TAG_NAME_MAX, ZTagRef } from './common.ts';

// Tags (/settings/tag-automation) belong to the company: every store of it shares them.

export const ZTagName = z.string().trim().min(1, 'Enter a tag name.').max(TAG_NAME_MAX);

export const ZTag = ZTagRef.extend({ review_count: z.number() });
export type TTag = z.infer<typeof ZTag>;

export const ZTagRequest = z.object({ name: ZTagName, color: z.enum(TAG_COLORS).default('blue') });
export type TTagRequest = z.input<typeof ZTagRequest>;
export const ZTagParams = z.object({ tagId: z.uuid(REVIEW_MESSAGES.tagNotFound) });
export const ZTagResponse = ZEnvelope(ZTag);

/** What a delete of a tag or a rule answers: the id it removed. */
export const ZDeletedResponse = ZEnvelope(z.object({ id: z.string() }));
