import { describe, expect, it } from 'vitest';
import { serverSettings } from './embedded.ts';

const GIB = 1024 ** 3;

describe('embedded PostgreSQL settings', () => {
  it('gives shared_buffers an eighth of the memory, between 128 MB and 1 GB, and turns JIT off', () => {
    expect(serverSettings(24 * GIB)).toEqual(['-c', 'shared_buffers=1024MB', '-c', 'jit=off']);
    expect(serverSettings(4 * GIB)).toEqual(['-c', 'shared_buffers=512MB', '-c', 'jit=off']);
    expect(serverSettings(512 * 1024 ** 2)).toEqual(['-c', 'shared_buffers=128MB', '-c', 'jit=off']);
  });
});
