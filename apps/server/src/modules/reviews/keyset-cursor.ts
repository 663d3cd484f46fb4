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
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
    if (typeof id !== 'string' || id.length === 0 || id.length > 100) return null;
    return { date, id };
  } catch {
    return null;
  }
}
