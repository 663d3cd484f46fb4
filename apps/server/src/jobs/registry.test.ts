import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { TAnyJob, TJobDeps } from './definitions/define-job.ts';
import { STORE_SYNC_DEFINITIONS } from './definitions/store-schedules.ts';
import { syncAdsJob } from './definitions/sync-ads.job.ts';
import { JOB_PAYLOADS, STORE_SYNC_JOBS } from './queues.ts';
import { JOB_DEFINITIONS, jobDefinition } from './registry.ts';
import { checkSchedules, JobPayloadError, runJob, workJob } from './start-workers.ts';

const SRC = fileURLToPath(new URL('../', import.meta.url));

/** Deps that fail the test if a handler touches them: a refused payload must never reach it. */
const untouchable = new Proxy({} as TJobDeps, {
  get(_, key) {
    throw new Error(`the handler ran (it read deps.${String(key)})`);
  },
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('job registry', () => {
  it('has one definition per queue, each with a unique name and its queue payload schema', () => {
    const names = JOB_DEFINITIONS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    // enqueue() is typed by JOB_PAYLOADS: every queue the product can send to has a definition here.
    expect([...names].sort()).toEqual(Object.keys(JOB_PAYLOADS).sort());
    for (const job of JOB_DEFINITIONS) {
      expect(job.payload, job.name).toBe(JOB_PAYLOADS[job.name]);
      expect(jobDefinition(job.name)).toBe(job);
      for (const next of job.enqueuesNext ?? []) expect(names, `${job.name} → ${next}`).toContain(next);
    }
  });

  it('schedules per store exactly the syncs a disconnect unschedules', () => {
    const perStore = JOB_DEFINITIONS.filter((job) => job.schedule?.per === 'store').map((job) => job.name);
    expect(perStore.sort()).toEqual([...STORE_SYNC_JOBS].sort());
    expect(STORE_SYNC_DEFINITIONS.map((job) => job.name).sort()).toEqual([...STORE_SYNC_JOBS].sort());
  });

  it('sends and schedules only through enqueue.ts and the job runner', () => {
    // A queue.send or queue.schedule elsewhere would bypass the definitions (their names and payloads).
    const senders = sourceFiles(SRC)
      .filter((file) => /\bqueue\.(send|schedule|insert)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
      .sort();
    expect(senders).toEqual([
      'jobs/definitions/store-schedules.ts',
      'jobs/enqueue.ts',
      'jobs/start-workers.ts',
    ]);
  });

  it('accepts every schedule of the definitions with the default configuration', () => {
    expect(() => checkSchedules(loadConfig({}))).not.toThrow();
  });

  it('refuses a bad cron at start-up in one line naming the variable or the job', () => {
    const config = { ...loadConfig({}), SYNC_ADS_CRON: '0 5 * * 9' };
    expect(() => checkSchedules(config)).toThrow(ConfigError);
    expect(() => checkSchedules(config)).toThrow(
      'Invalid environment variable SYNC_ADS_CRON: "0 5 * * 9" is not a valid cron expression (day of week 9 out of range 0-7)',
    );
    const broken = {
      ...jobDefinition('daily-summary'),
      schedule: { per: 'product', cron: '0 24 * * *', singletonKey: 'daily-summary' },
    } as TAnyJob;
    expect(() => checkSchedules(loadConfig({}), [broken])).toThrow(
      'Invalid schedule of job daily-summary: "0 24 * * *" is not a valid cron expression (hour 24 out of range 0-23)',
    );
  });

  it.each(
    JOB_DEFINITIONS.filter((job) => Object.keys(job.payload.shape).length > 0).map((job) => [job.name, job]),
  )('refuses a bad %s payload with a readable error, before its handler runs', async (name, job) => {
    // The payload's id field (a store's channelId, a campaign's campaignId) given a value that is no id.
    const key = Object.keys(job.payload.shape)[0] ?? 'channelId';
    await expect(runJob(job, untouchable, { [key]: 'nope' })).rejects.toThrow(JobPayloadError);
    await expect(runJob(job, untouchable, { [key]: 'nope' })).rejects.toThrow(
      new RegExp(`^${name}: bad payload \\{"${key}":"nope"\\} \\(${key}: Invalid UUID`),
    );
    await expect(runJob(job, untouchable, null)).rejects.toThrow(`${name}: bad payload null (payload: `);
  });
});

describe('a job worker on pg-boss', () => {
  const t = useTestApp([syncAdsJob.name]);

  it('fails a job whose payload does not fit, with the readable error as its output', async () => {
    const job = { ...syncAdsJob, worker: { pollingIntervalSeconds: 0.5 } } as TAnyJob;
    await workJob(job, { ...untouchable, queue: t.queue } as unknown as TJobDeps);
    const id = await t.queue.send(syncAdsJob.name, { channelId: 'nope' }, { retryLimit: 0 });
    if (!id) throw new Error('not queued');
    const deadline = Date.now() + 15_000;
    let found = await t.queue.getJobById(syncAdsJob.name, id);
    while (found?.state !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await t.queue.getJobById(syncAdsJob.name, id);
    }
    expect(found?.state).toBe('failed');
    expect(JSON.stringify(found?.output)).toContain(
      'sync-ads: bad payload {\\"channelId\\":\\"nope\\"} (channelId: ',
    );
  });
});
