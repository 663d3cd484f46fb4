import { z } from 'zod';

// The spec's response envelope (§7): every response carries an error flag, and data or a message.
export const ZErrorEnvelope = z.object({
  error: z.literal(true),
  message: z.string(),
  /** What the client may offer next, for the few refusals that have a way forward (a schema per case). */
  data: z.unknown().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    error: z.literal(false),
    message: z.string().optional(),
    data,
  });
}
export type TEnvelope<T> = { error: false; message?: string; data: T };

/** A success without data (sign-out), the base of the few answers whose fields sit beside `error` (§3). */
export const ZOkEnvelope = z.object({ error: z.literal(false) });
/** A success that only says something (forgot password, code resent). */
export const ZMessageEnvelope = ZOkEnvelope.extend({ message: z.string() });

export function ok<T>(data: T, message?: string): TEnvelope<T> {
  return message === undefined ? { error: false, data } : { error: false, message, data };
}

export function fail(message: string, data?: unknown): TErrorEnvelope {
  return data === undefined ? { error: true, message } : { error: true, message, data };
}
