// The Review Observer's page cursor: the last row's (review_date, review_id), opaque to the web (see
// lib/page-cursor.ts).

import { isIsoDate, textProblem } from '@seller-tools/contract';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.ts';

export type TReviewCursor = { date: string; id: string };

export function encodeCursor(cursor: TReviewCursor): string {
  return encodePageCursor([cursor.date, cursor.id]);
}

export function decodeCursor(text: string): TReviewCursor | null {
  const [date, id] = decodePageCursor(text, 2) ?? [];
  // A real calendar day (2024-99-99 matches the pattern and failed in PostgreSQL as a 500), and an id
  // of plain text (a NUL failed there too).
  if (typeof date !== 'string' || !isIsoDate(date)) return null;
  if (typeof id !== 'string' || id.length === 0 || id.length > 100 || textProblem(id)) return null;
  return { date, id };
}
