import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAILING_START_TIMEOUT_MS } from './testing/server-process.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Starts the server with these variables (no database: a bad one stops it before that). */
const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [MAIN], {
    env: { ...process.env, ...env, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: FAILING_START_TIMEOUT_MS,
  });

describe('server start with a bad environment', { timeout: FAILING_START_TIMEOUT_MS + 10_000 }, () => {
  it('stops with exit code 1 and one line naming the variable', () => {
    const result = start({ PORT: 'not-a-port' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT: /);
  });

  it('refuses a schedule pg-boss could not run before anything starts', () => {
    const result = start({ SYNC_ORDERS_CRON: '61 * * * *' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid environment variable SYNC_ORDERS_CRON: "61 * * * *" is not a valid cron expression (minute 61 out of range 0-59)',
    ]);
  });
});
