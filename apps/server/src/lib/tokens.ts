import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: session tokens, OAuth states, signup tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token: its SHA-256, never the token itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random string of `length` decimal digits (email verification codes). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}

/** A temporary password that satisfies the password rules: upper, lower, digit, special. */
export function randomTemporaryPassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `Tmp${body}${randomInt(0, 10)}!`;
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
