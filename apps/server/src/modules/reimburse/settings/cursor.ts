import { REVIEW_MESSAGES, textProblem } from '@seller-tools/contract';
import { AppError } from '../../../lib/outcome.ts';
import { decodePageCursor, encodePageCursor } from '../../../lib/page-cursor.ts';

// The setup lists' page cursor: the last row's key (a shipment id or a SKU), opaque to the web (see
// lib/page-cursor.ts).

export const encodeKeyCursor = (key: string) => encodePageCursor([key]);

export function decodeKeyCursor(text: string | undefined): string | null {
  if (text === undefined || text === '') return null;
  const [key] = decodePageCursor(text, 1) ?? [];
  if (typeof key === 'string' && key.length > 0 && key.length <= 200 && !textProblem(key)) return key;
  throw new AppError('invalid', REVIEW_MESSAGES.cursorInvalid);
}
