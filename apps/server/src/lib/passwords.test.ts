import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hashed = await hashPassword('Str0ng!pass');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'Str0ng!pass')).toBe(true);
    expect(await verifyPassword(hashed, 'Str0ng!pasS')).toBe(false);
  });
  it('answers false, not an error, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
  it('knows the most common passwords, case-insensitively', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Sx9!pLq#27vZ')).toBe(false);
  });

  it('checks the bundled list of about 34 000, beyond the 10 000 most common', () => {
    // Neither is among the first 10 000; both are in the bundled 30 000 of the larger corpus.
    expect(isCommonPassword('Minecraft1!')).toBe(true);
    expect(isCommonPassword('Blahblah#2024')).toBe(true);
    expect(isCommonPassword('qweasdzxc')).toBe(true);
  });

  it('sees through the digits and symbols added to satisfy composition rules', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('!!Monkey2024')).toBe(true);
    expect(isCommonPassword('Qwerty-123')).toBe(true);
    expect(isCommonPassword('Sunshine-Harbor-Tractor-9!')).toBe(false);
    expect(isCommonPassword('Kq7!mZ2#xw')).toBe(false);
  });
});
