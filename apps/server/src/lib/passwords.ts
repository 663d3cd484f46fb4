import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline: m = 19 MiB, t = 2, p = 1.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the account does not exist, so an unknown user costs the same
// time as a wrong password and timing reveals nothing (computed once, lazily).
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('seller-tools-timing-equaliser');
  return dummyHash;
}

// The most common passwords (ASVS 6.2.4): about 34 000, lower-case, one a line, bundled in the repo
// (scripts/generate-common-passwords.ts says where they come from and rebuilds the file).
const COMMON_PASSWORDS_FILE = new URL('./data/common-passwords.txt', import.meta.url);
let commonPasswords: Set<string> | null = null;
function loadCommonPasswords(): Set<string> {
  const text = readFileSync(COMMON_PASSWORDS_FILE, 'utf8');
  return new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * True when the password, or the word it is built around, is on the list. Our composition rules (§5:
 * an upper-case letter, a digit, a special character) turn "password" into "Password1!", which is just
 * as guessable, so the check also looks through the decorations people add to satisfy such rules.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  const list = commonPasswords;
  return passwordCores(password).some((core) => list.has(core));
}

// The candidate cores: as typed, without symbols, and without the digits and symbols padded around it.
function passwordCores(password: string): string[] {
  const lower = password.toLowerCase();
  const noSymbols = lower.replace(/[^\p{L}\p{N}]/gu, '');
  const unpadded = lower.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  // A core of fewer than 4 characters says nothing about the whole ("a1!" padding around nothing).
  return [lower, noSymbols, unpadded].filter((core, index) => index === 0 || core.length >= 4);
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is among the most common passwords and is easy to guess. Please choose another.';
