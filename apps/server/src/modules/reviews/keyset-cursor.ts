import { isIsoDate } from '@seller-tools/contract';

// The Review Observer's page cursor: the last row's (review_date, review_id), opaque to the web. A cursor
// that does not decode is refused (400) rather than silently restarting the list.

export type TReviewCursor = { date: string; id: string };

export function encodeCursor(cursor: TReviewCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): TReviewCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [date, id] = value;
    // A real calendar day: 2024-99-99 has the shape but reached PostgreSQL as a date and failed there (500).
    if (typeof date !== 'string' || !isIsoDate(date)) return null;
    if (typeof id !== 'string' || id.length === 0 || id.length > 100) return null;
    return { date, id };
  } catch {
    return null;
  }
}
