import { isIsoDate } from '@seller-tools/contract';
import { AppError } from './outcome.ts';
import { decodePageCursor, encodePageCursor, isUuidText } from './page-cursor.ts';

// The page cursor of the staff work lists ordered by claim deadline (none last, as NO_DEADLINE) then id:
// the last row's (deadline, id), opaque to the web (see page-cursor.ts). One that does not decode is
// refused with `message`.

export const NO_DEADLINE = '9999-12-31';

export type TDeadlineCursor = { deadline: string; id: string };

export function encodeDeadlineCursor(cursor: TDeadlineCursor): string {
  return encodePageCursor([cursor.deadline, cursor.id]);
}

export function decodeDeadlineCursor(text: string, message: string): TDeadlineCursor {
  const [deadline, id] = decodePageCursor(text, 2) ?? [];
  if (typeof deadline === 'string' && isIsoDate(deadline) && isUuidText(id)) return { deadline, id };
  throw new AppError('invalid', message);
}
