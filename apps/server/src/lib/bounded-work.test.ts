import { describe, expect, it } from 'vitest';
import { createBoundedWork } from './bounded-work.ts';
import { createLogger } from './logger.ts';

function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const logger = createLogger('info');
  const record = (level: string) => (_obj: unknown, msg?: string) =>
    void lines.push({ level, msg: msg ?? '' });
  return {
    lines,
    logger: Object.assign(Object.create(logger), { warn: record('warn'), error: record('error') }),
  };
}

describe('createBoundedWork', () => {
  it('runs at most max tasks at once and drops the rest with a log line', async () => {
    const { lines, logger } = recordingLogger();
    const work = createBoundedWork({ name: 'mail', max: 3, logger });
    const releases: (() => void)[] = [];
    let started = 0;
    const task = () =>
      new Promise<void>((resolve) => {
        started += 1;
        releases.push(resolve);
      });
    const accepted = Array.from({ length: 10 }, () => work.run(task));
    expect(accepted).toEqual([true, true, true, false, false, false, false, false, false, false]);
    expect(work.size).toBe(3);
    expect(work.dropped).toBe(7);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(7);
    await Promise.resolve();
    expect(started).toBe(3);
    for (const release of releases) release();
    await work.drain();
    expect(work.size).toBe(0);
    // Room again once the running ones are done.
    expect(work.run(async () => {})).toBe(true);
    await work.drain();
  });

  it('logs a failed task and frees its place', async () => {
    const { lines, logger } = recordingLogger();
    const work = createBoundedWork({ name: 'mail', max: 1, logger });
    expect(work.run(async () => Promise.reject(new Error('smtp down')))).toBe(true);
    await work.drain();
    expect(lines).toContainEqual({ level: 'error', msg: 'mail failed' });
    expect(work.run(async () => {})).toBe(true);
    await work.drain();
  });
});
