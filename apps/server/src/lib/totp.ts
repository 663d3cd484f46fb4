import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// TOTP of RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. The otpauth
// library does the HOTP arithmetic; what is ours is which steps we accept and that each is accepted once.

export const TOTP_ISSUER = 'Seller Tools';
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now accepted, for a phone's clock that is a little off. */
const WINDOW_STEPS = 1;
/** 160 bits, the size RFC 4226 recommends. */
const SECRET_BYTES = 20;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI the browser shows as a QR code. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

/** The code for a moment (tests, the e2e harness). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/** Whether the input looks like a TOTP code (6 digits; spaces allowed as apps group them). */
export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step the code belongs to when it is right for now (±1 step), else null. The caller must still
 * refuse a step at or before the last one accepted (replay).
 */
export function totpStep(secretBase32: string, code: string, at: Date): number | null {
  const totp = totpOf(secretBase32);
  const token = code.replace(/\s/g, '');
  const delta = totp.validate({ token, timestamp: at.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code: 10 characters of an unambiguous alphabet (~49 bits), shown as xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** What is hashed of a recovery code: case, spaces and the dash do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
