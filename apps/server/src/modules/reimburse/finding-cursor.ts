import { isIsoDate, textProblem } from '@seller-tools/contract';

// The findings list's page cursor: the last row's (claim_deadline, id), opaque to the web. A cursor that
// does not decode is refused (400) rather than silently restarting the list.

export type TFindingCursor = { deadline: string | null; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeFindingCursor(cursor: TFindingCursor): string {
  return Buffer.from(JSON.stringify([cursor.deadline, cursor.id])).toString('base64url');
}

export function decodeFindingCursor(text: string): TFindingCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [deadline, id] = value;
    if (deadline !== null && (typeof deadline !== 'string' || !isIsoDate(deadline))) return null;
    if (typeof id !== 'string' || !UUID.test(id) || textProblem(id)) return null;
    return { deadline, id };
  } catch {
    return null;
  }
}
