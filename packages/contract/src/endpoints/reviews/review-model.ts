import { z } from 'zod';

// One review's calls (detail, status, notes, tags) name it by its Amazon review id.

export const ZReviewParams = z.object({ reviewId: z.string().trim().min(1).max(100) });

export const ZReviewNote = z.object({
  note_id: z.string(),
  text: z.string(),
  author_name: z.string(),
  /** UTC, ISO 8601. */
  created_at: z.string(),
});
export type TReviewNote = z.infer<typeof ZReviewNote>;
