import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCodeHasher } from './code-hash.ts';

describe('verification code hashes', () => {
  const key = Buffer.alloc(32, 7);
  const hash = createCodeHasher(key);

  it('is a keyed hash: the same code under another key, or the plain SHA-256, does not match', () => {
    expect(hash('jane@example.com', '123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(hash('jane@example.com', '123456')).toBe(hash('jane@example.com', '123456'));
    expect(hash('jane@example.com', '123456')).not.toBe(createHash('sha256').update('123456').digest('hex'));
    expect(createCodeHasher(Buffer.alloc(32, 8))('jane@example.com', '123456')).not.toBe(
      hash('jane@example.com', '123456'),
    );
  });

  it('binds the code to its email, so one table of a million hashes does not serve every address', () => {
    expect(hash('jane@example.com', '123456')).not.toBe(hash('john@example.com', '123456'));
  });
});
