import { isIsoDate, textProblem } from '@seller-tools/contract';
import { decodePageCursor, encodePageCursor, isUuidText } from '../../lib/page-cursor.ts';

// The findings list's page cursor: the last row's (claim_deadline, id), opaque to the web (see
// lib/page-cursor.ts).

export type TFindingCursor = { deadline: string | null; id: string };

export function encodeFindingCursor(cursor: TFindingCursor): string {
  return encodePageCursor([cursor.deadline, cursor.id]);
}

export function decodeFindingCursor(text: string): TFindingCursor | null {
  const [deadline, id] = decodePageCursor(text, 2) ?? [undefined, undefined];
  if (deadline !== null && (typeof deadline !== 'string' || !isIsoDate(deadline))) return null;
  if (!isUuidText(id) || textProblem(id)) return null;
  return { deadline, id };
}
