import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeEncryptionKey } from '../config.ts';
import { createSecretBox } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('seals to v1.iv.tag.ciphertext in base64url and opens again', () => {
    const sealed = box.seal('Atzr|IwEBIA-refresh-token');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('refresh');
    expect(box.open(sealed)).toBe('Atzr|IwEBIA-refresh-token');
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('ünïcødé ✓'))).toBe('ünïcødé ✓');
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses an altered value, another key, and anything that is not sealed', () => {
    const sealed = box.seal('secret');
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('secret')).toThrow('not a sealed value');
    expect(() => box.open(`v2.${iv}.${tag}.${data}`)).toThrow('not a sealed value');
    expect(() => box.open(`${sealed}.extra`)).toThrow('not a sealed value');
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow();
  });
});

describe('decodeEncryptionKey', () => {
  const bytes = randomBytes(32);
  it('reads 64 hex characters and the base64 or base64url of 32 bytes', () => {
    expect(decodeEncryptionKey(bytes.toString('hex'))?.equals(bytes)).toBe(true);
    expect(decodeEncryptionKey(bytes.toString('hex').toUpperCase())?.equals(bytes)).toBe(true);
    expect(decodeEncryptionKey(bytes.toString('base64'))?.equals(bytes)).toBe(true);
    expect(decodeEncryptionKey(bytes.toString('base64url'))?.equals(bytes)).toBe(true);
  });
  it.each([
    ['too short hex', 'ab'.repeat(31)],
    ['base64 of 31 bytes', randomBytes(31).toString('base64')],
    ['base64 of 33 bytes', randomBytes(33).toString('base64')],
    ['a passphrase', 'correct horse battery staple'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(decodeEncryptionKey(value)).toBeNull();
  });
});
