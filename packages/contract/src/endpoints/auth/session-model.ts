import { z } from 'zod';

// The caller's signed-in devices (Settings → Accounts): every live session of the signed-in user, so they
// can see where they are signed in and end what they do not recognise.

export const SESSION_MESSAGES = {
  notFound: 'This session has already ended.',
  signedOut: 'That device has been signed out.',
  signedOutOthers: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `Signed out of ${count} other device${count === 1 ? '' : 's'}.`,
} as const;

export const ZSignedInSession = z.object({
  id: z.uuid(),
  /** Browser and system read from the user agent, e.g. "Chrome on Windows". */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
  remember_me: z.boolean(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type TSignedInSession = z.infer<typeof ZSignedInSession>;
