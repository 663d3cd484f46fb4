import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The signature every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
// endpoint's secret. Signing the timestamp with the body lets a receiver refuse old requests (replays)
// without trusting a header an attacker could change.

/** A new signing secret: shown to the company once, then only kept sealed. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * What a receiver does (tests use it as one): the header's digest matches the body and the secret, and
 * its timestamp is within `toleranceSeconds` of `nowSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
