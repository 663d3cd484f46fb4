import { expect } from 'vitest';

/** An injected API answer: its status and JSON body. */
type TAnswer = { statusCode: number; json: () => { message?: unknown } };

/** The answer failed with this status and the error envelope's message (what the user reads). */
export function expectEnvelopeError(res: TAnswer, status: number, message: string, label?: string): void {
  expect(res.statusCode, label).toBe(status);
  expect(res.json().message, label).toBe(message);
}

/** The 403 envelope of a role guard, word for word. */
export const FORBIDDEN_ENVELOPE = { error: true, message: 'You do not have permission to do this.' };

/** The answer is the role guard's 403 envelope. */
export function expectForbidden(res: TAnswer, label?: string): void {
  expect(res.statusCode, label).toBe(403);
  expect(res.json(), label).toEqual(FORBIDDEN_ENVELOPE);
}
