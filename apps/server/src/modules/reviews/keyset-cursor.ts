// The Review Observer's page cursor: the last row's (review_date, review_id), opaque to the web. A cursor
// that does not decode is refused (400) rather than silently restarting the list.

import { isIsoDate, textProblem } from '@seller-tools/contract';

export type TReviewCursor = { date: string; id: string };

export function encodeCursor(cursor: TReviewCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): TReviewCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [date, id] = value;
    // A real calendar day (2024-99-99 matches the pattern and failed in PostgreSQL as a 500), and an id
    // of plain text (a NUL failed there too): the cursor is opaque, but anyone can forge one.
    if (typeof date !== 'string' || !isIsoDate(date)) return null;
    if (typeof id !== 'string' || id.length === 0 || id.length > 100 || textProblem(id)) return null;
    return { date, id };
  } catch {
    return null;
  }
}
