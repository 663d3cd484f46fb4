import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])('%s is local', (a) => {
    expect(isLoopbackAddress(a)).toBe(true);
  });
  it.each([
    '10.0.0.5',
    '192.168.1.20',
    '::ffff:10.0.0.5',
    '::2',
    'fe80::1',
    '2001:db8::1',
    '128.0.0.1',
    '',
    undefined,
  ])('%s is not', (a) => {
    expect(isLoopbackAddress(a)).toBe(false);
  });
});
