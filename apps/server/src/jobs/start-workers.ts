import { ConfigError, cronProblem } from '../config.ts';
import type { TQueue } from '../queue/queue.ts';
import type { TAnyJob, TJobConfig, TJobDeps } from './definitions/define-job.ts';
import { JOB_DEFINITIONS } from './registry.ts';

// Runs the registry: creates each queue with its policy, works it with its definition's handler, and
// sets the product-wide schedules (per-store ones start when a store's import is done).

/** A job whose payload does not fit its schema: it fails with this message instead of a ZodError dump. */
export class JobPayloadError extends Error {}

/** Parses the payload with the definition's schema, then runs the handler (what a worker does per job). */
export async function runJob<D>(
  job: { name: string; payload: TAnyJob['payload']; handler: (deps: D, payload: never) => Promise<void> },
  deps: D,
  data: unknown,
): Promise<void> {
  const parsed = job.payload.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`);
    throw new JobPayloadError(`${job.name}: bad payload ${JSON.stringify(data)} (${problems.join('; ')})`);
  }
  await job.handler(deps, parsed.data as never);
}

/**
 * Refuses a schedule pg-boss could not run, at start-up with one line: the config's crons are checked
 * by loadConfig already (this repeats it for callers that build the config themselves), the fixed ones
 * of the definitions only here.
 */
export function checkSchedules(config: TJobConfig, definitions: readonly TAnyJob[] = JOB_DEFINITIONS): void {
  for (const { name, schedule } of definitions) {
    if (!schedule) continue;
    // A store's cron is an environment variable, worded as loadConfig words it; a fixed one names its job.
    const [label, cron] =
      schedule.per === 'store'
        ? [`environment variable ${schedule.cron}`, config[schedule.cron]]
        : [`schedule of job ${name}`, schedule.cron];
    const problem = cronProblem(cron);
    if (problem) throw new ConfigError(`Invalid ${label}: ${problem}`);
  }
}

/** Creates (or updates) every queue with its definition's policy; tests call it on their own queue. */
export async function createJobQueues(queue: TQueue): Promise<void> {
  for (const { name, policy } of JOB_DEFINITIONS) {
    // createQueue leaves an existing queue as it is; updateQueue brings its retries and expiry up to date
    // (a queue's policy itself cannot change once created).
    await queue.createQueue(name, policy);
    const { policy: _fixed, ...options } = policy;
    if (Object.keys(options).length > 0) await queue.updateQueue(name, options);
  }
}

/**
 * The jobs this process has run, per queue, and the seconds its handlers took: what a worker's /metrics
 * tells apart from its peers' (a long send job and an empty one count one job each; seconds say where
 * the work was done).
 */
export const jobsRunHere = new Map<string, { completed: number; failed: number; seconds: number }>();

function count(name: string, outcome: 'completed' | 'failed', startedAt: number) {
  const counts = jobsRunHere.get(name) ?? { completed: 0, failed: 0, seconds: 0 };
  counts[outcome] += 1;
  counts.seconds += (performance.now() - startedAt) / 1000;
  jobsRunHere.set(name, counts);
}

/** pg-boss's own polling interval when a definition names none. */
const DEFAULT_POLLING_SECONDS = 2;

/**
 * Works one queue in this process: each job's payload parsed, then its handler; a throw fails the job.
 *
 * A queue worked N at a time gets N pollers of one job each, started one after another across the
 * polling interval rather than all at once (pg-boss's localConcurrency): pollers started together fetch
 * in step, so in a fleet the process whose step comes first after a burst of jobs takes every one of
 * them (the review-request bench saw one of three workers take all 50 stores' send jobs). Spread out,
 * each process's pollers take turns with the others', and a new job waits interval ÷ N, not interval.
 */
export async function workJob(job: TAnyJob, deps: TJobDeps): Promise<void> {
  const { localConcurrency, groupConcurrency } = job.worker;
  const pollingIntervalSeconds = job.worker.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;
  const pollers = localConcurrency ? localConcurrency(deps.config) : 1;
  const options = { pollingIntervalSeconds, ...(groupConcurrency ? { groupConcurrency } : {}) };
  const work = () =>
    deps.queue.work(job.name, options, async (jobs) => {
      for (const one of jobs) {
        const startedAt = performance.now();
        try {
          await runJob(job, deps, one.data);
          count(job.name, 'completed', startedAt);
        } catch (err) {
          count(job.name, 'failed', startedAt);
          throw err;
        }
      }
    });
  await work();
  if (pollers > 1) startSpreadOut(work, pollers - 1, (pollingIntervalSeconds * 1000) / pollers);
}

/** Starts `count` more pollers, one every `gapMs`, in the background; stops once the queue has stopped. */
function startSpreadOut(work: () => Promise<unknown>, count: number, gapMs: number) {
  let left = count;
  const next = () => {
    // A stopped queue refuses new workers (pg-boss throws): shutdown came first, nothing is left to start.
    work().then(
      () => {
        left -= 1;
        if (left > 0) setTimeout(next, gapMs).unref();
      },
      () => undefined,
    );
  };
  setTimeout(next, gapMs).unref();
}

/**
 * Starts the product's job workers in this process (main.ts). Tests do not start them: they run the
 * queued jobs themselves (testing/jobs.ts), so each step happens when the test says.
 */
export async function startJobWorkers(deps: TJobDeps): Promise<void> {
  checkSchedules(deps.config);
  await createJobQueues(deps.queue);
  for (const job of JOB_DEFINITIONS) {
    await workJob(job, deps);
    if (job.schedule?.per === 'product') {
      await deps.queue.schedule(job.name, job.schedule.cron, {}, { singletonKey: job.schedule.singletonKey });
    }
  }
  for (const job of JOB_DEFINITIONS) await job.onStart?.(deps);
}
