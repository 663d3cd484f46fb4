import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word, whatever lies between', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Ada Byron Lovelace')).toBe('AL');
    expect(initialsOf('  grace   hopper ')).toBe('GH');
    expect(initialsOf('Plato')).toBe('P');
  });

  it('takes one letter of an email and nothing of an empty name', () => {
    expect(initialsOf('ada@example.com')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
});
