import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_PASSWORD_FILE, embeddedPassword, serverSettings } from './embedded.ts';

const GIB = 1024 ** 3;

describe('embedded PostgreSQL settings', () => {
  it('gives shared_buffers an eighth of the memory, between 128 MB and 1 GB, and turns JIT off', () => {
    expect(serverSettings(24 * GIB)).toEqual(['-c', 'shared_buffers=1024MB', '-c', 'jit=off']);
    expect(serverSettings(4 * GIB)).toEqual(['-c', 'shared_buffers=512MB', '-c', 'jit=off']);
    expect(serverSettings(512 * 1024 ** 2)).toEqual(['-c', 'shared_buffers=128MB', '-c', 'jit=off']);
  });
});

describe('embedded PostgreSQL superuser password', () => {
  it('is generated once beside the cluster (mode 0600) and read back afterwards', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-pw-'));
    try {
      const first = await embeddedPassword(path.join(dir, 'pg'));
      expect(first.fresh).toBe(true);
      expect(first.password).toMatch(/^[0-9a-f]{48}$/);
      expect(first.password).not.toBe('postgres');
      const file = path.join(dir, EMBEDDED_PASSWORD_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await embeddedPassword(path.join(dir, 'pg'))).toEqual({
        password: first.password,
        fresh: false,
      });
      // Another installation gets another password.
      const other = await mkdtemp(path.join(os.tmpdir(), 'embedded-pw-'));
      expect((await embeddedPassword(path.join(other, 'pg'))).password).not.toBe(first.password);
      await rm(other, { recursive: true, force: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file it did not write', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'embedded-pw-'));
    try {
      await writeFile(path.join(dir, EMBEDDED_PASSWORD_FILE), 'postgres\n');
      await expect(embeddedPassword(path.join(dir, 'pg'))).rejects.toThrow(/fix or remove it/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
