import { REVIEW_MESSAGES, textProblem } from '@seller-tools/contract';
import { AppError } from '../../../lib/outcome.ts';

// The setup lists' page cursor: the last row's key (a shipment id or a SKU), opaque to the web. One that
// does not decode is refused (400) rather than silently restarting the list.

export const encodeKeyCursor = (key: string) => Buffer.from(JSON.stringify([key])).toString('base64url');

export function decodeKeyCursor(text: string | undefined): string | null {
  if (text === undefined || text === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const key = Array.isArray(value) && value.length === 1 ? value[0] : null;
    if (typeof key === 'string' && key.length > 0 && key.length <= 200 && !textProblem(key)) return key;
  } catch {
    // falls through to the refusal
  }
  throw new AppError('invalid', REVIEW_MESSAGES.cursorInvalid);
}
