import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../config.ts';
import { encryptionKeyOf } from './encryption-key.ts';

// The token of an email's unsubscribe link: the user and what they unsubscribe from, signed with a key
// derived from the encryption key. It needs no sign-in (one click from the mail) and cannot be forged for
// another user. It does not expire: an old mail's link keeps working, as CAN-SPAM expects.

export type TUnsubscribeKind = 'daily_summary' | 'alerts' | 'marketing';
const KINDS: readonly TUnsubscribeKind[] = ['daily_summary', 'alerts', 'marketing'];

export function createUnsubscribeTokens(secret: Buffer) {
  const key = createHmac('sha256', secret).update('unsubscribe-link-v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);
  return {
    sign(userId: string, kind: TUnsubscribeKind): string {
      const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    /** A campaign recipient's token (issue 24): its unsubscribe link, open pixel and click redirects. */
    signRecipient(recipientId: string): string {
      const payload = Buffer.from(`campaign:${recipientId}`).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verifyRecipient(token: string): string | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      if (!safeEqual(signature, mac(payload))) return null;
      const [scope, recipientId, more] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
      return scope === 'campaign' && recipientId && more === undefined ? recipientId : null;
    },
    /** The signature of one link of one recipient's mail, so the click redirect is no open redirect. */
    signLink(recipientId: string, url: string): string {
      return mac(`link:${recipientId}:${url}`);
    },
    verifyLink(recipientId: string, url: string, signature: string): boolean {
      return safeEqual(signature, mac(`link:${recipientId}:${url}`));
    },
    verify(token: string): { userId: string; kind: TUnsubscribeKind } | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
      if (!userId || !KINDS.includes(kind as TUnsubscribeKind)) return null;
      return { userId, kind: kind as TUnsubscribeKind };
    },
  };
}

function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type TUnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

export function unsubscribeTokensOf(config: Pick<TConfig, 'ENCRYPTION_KEY'>): TUnsubscribeTokens {
  return createUnsubscribeTokens(encryptionKeyOf(config));
}
