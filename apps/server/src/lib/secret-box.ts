import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets at rest (LWA refresh tokens): AES-256-GCM with a random 96-bit IV per value. The sealed form is
// `v1.iv.tag.ciphertext`, each part base64url; the version prefix lets a later key or cipher coexist.

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TSecretBox = {
  seal(plain: string): string;
  /** Throws when the value is malformed, was sealed with another key, or was altered. */
  open(sealed: string): string;
};

export function createSecretBox(key: Buffer): TSecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`the encryption key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        ciphertext === undefined ||
        rest.length
      ) {
        throw new Error('not a sealed value');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
      decipher.setAuthTag(tagBytes);
      // final() throws when the tag does not match: wrong key or altered ciphertext.
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
