import { createHmac } from 'node:crypto';
import type { TConfig } from '../config.ts';
import { encryptionKeyOf } from './encryption-key.ts';

// Short codes a person types (the 6-digit email verification code) have a million values: their plain
// SHA-256 is reversed by trying them all, so a leaked email_codes table would hand out every live code.
// They are stored as HMAC-SHA-256 under a key derived from the encryption key instead (never in the
// database), bound to the email they were sent to. Long random tokens (sessions, signup tokens, OAuth
// states: 256 bits) cannot be enumerated and stay plain SHA-256 (lib/tokens.ts).
//
// Codes stored before this change were plain SHA-256 and no longer match: they expire within minutes
// anyway, and whoever held one asks for a new code (Send Again).

/** The stored form of a code sent to `email`: HMAC-SHA-256 hex, 64 characters like the old hashes. */
export type TCodeHasher = (email: string, code: string) => string;

export function createCodeHasher(secret: Buffer): TCodeHasher {
  // Its own key, so the encryption key itself is never used for two purposes.
  const key = createHmac('sha256', secret).update('verification-code-v1').digest();
  return (email, code) => createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
}

export function codeHasherOf(config: Pick<TConfig, 'ENCRYPTION_KEY'>): TCodeHasher {
  return createCodeHasher(encryptionKeyOf(config));
}
