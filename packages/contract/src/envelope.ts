import { z } from 'zod';

// The spec's response envelope (§7): every response carries an error flag, and data or a message.
export const ZErrorEnvelope = z.object({
  error: z.literal(true),
  message: z.string(),
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

export function ok<T>(data: T, message?: string): TEnvelope<T> {
  return message === undefined ? { error: false, data } : { error: false, message, data };
}

export function fail(message: string): TErrorEnvelope {
  return { error: true, message };
}
