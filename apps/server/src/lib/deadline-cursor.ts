import { isIsoDate } from '@seller-tools/contract';
import { AppError } from './outcome.ts';

// The page cursor of the staff work lists ordered by claim deadline (none last, as NO_DEADLINE) then id:
// the last row's (deadline, id), opaque to the web. One that does not decode is refused with `message`.

export const NO_DEADLINE = '9999-12-31';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TDeadlineCursor = { deadline: string; id: string };

export function encodeDeadlineCursor(cursor: TDeadlineCursor): string {
  return Buffer.from(JSON.stringify([cursor.deadline, cursor.id])).toString('base64url');
}

export function decodeDeadlineCursor(text: string, message: string): TDeadlineCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [deadline, id] = value;
      if (typeof deadline === 'string' && isIsoDate(deadline) && typeof id === 'string' && UUID.test(id)) {
        return { deadline, id };
      }
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError('invalid', message);
}
