import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charCount, failingMessages, ifFilled, type TRule, validate } from './rule.ts';

const startsWithA: TRule = { test: (v) => v.startsWith('a'), message: 'needs a' };
const endsWithZ: TRule = { test: (v) => v.endsWith('z'), message: 'needs z' };

describe('validate', () => {
  it('returns null when every rule passes', () => {
    expect(validate('az', [startsWithA, endsWithZ])).toBeNull();
    expect(validate('anything', [])).toBeNull();
  });

  it('returns the first failing message in rule order', () => {
    expect(validate('b', [startsWithA, endsWithZ])).toBe('needs a');
    expect(validate('b', [endsWithZ, startsWithA])).toBe('needs z');
    expect(validate('ab', [startsWithA, endsWithZ])).toBe('needs z');
  });

  it('agrees with failingMessages: null iff none fail, else the first of them', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const all = failingMessages(value, [startsWithA, endsWithZ]);
        expect(validate(value, [startsWithA, endsWithZ])).toBe(all[0] ?? null);
      }),
    );
  });
});

describe('failingMessages', () => {
  it('lists every failing message in order', () => {
    expect(failingMessages('m', [startsWithA, endsWithZ])).toEqual(['needs a', 'needs z']);
    expect(failingMessages('mz', [startsWithA, endsWithZ])).toEqual(['needs a']);
  });
});

describe('ifFilled', () => {
  const atLeast3: TRule = { test: (v) => v.length >= 3, message: 'short' };

  it('passes empty and whitespace-only values', () => {
    expect(ifFilled(atLeast3).test('')).toBe(true);
    expect(ifFilled(atLeast3).test('   ')).toBe(true);
  });

  it('tests the trimmed value otherwise', () => {
    expect(ifFilled(atLeast3).test(' ab ')).toBe(false);
    expect(ifFilled(atLeast3).test('abc')).toBe(true);
    expect(ifFilled(atLeast3).message).toBe('short');
  });
});

describe('charCount', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(charCount('')).toBe(0);
    expect(charCount('abc')).toBe(3);
    expect(charCount('😀')).toBe(1);
    expect(charCount('a😀b')).toBe(3);
  });
});
