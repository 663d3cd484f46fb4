import type { Queue, WorkOptions } from 'pg-boss';
import type { TConfig, TCronSetting } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import type { TUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TPpcApply } from '../../modules/ppc/apply-port.ts';
import type { TQueue } from '../../queue/queue.ts';
import type { TMarketplace } from '../../sync/marketplace.ts';
import { JOB_PAYLOADS, type TJobName, type TJobPayload } from '../queues.ts';

// What a job is, in one place per job (one *.job.ts file each): its queue's policy, its payload, its
// schedule, what it does and what it queues next. jobs/registry.ts lists them; start-workers.ts runs them.

export type TJobConfig = Pick<
  TConfig,
  TCronSetting | 'REVIEW_REQUEST_CONCURRENCY' | 'STORE_JOB_CONCURRENCY'
> &
  /** The campaign send rate (absent: the config's defaults). */
  Partial<Pick<TConfig, 'CAMPAIGN_SEND_RATE' | 'CAMPAIGN_BATCH_SIZE'>>;

/** Everything a job handler may use; each definition names the part it needs. */
export type TJobDeps = {
  db: TDb;
  queue: TQueue;
  clock: TClock;
  logger: TLogger;
  marketplace: TMarketplace;
  config: TJobConfig;
  mailer: TMailer;
  unsubscribeTokens: TUnsubscribeTokens;
  publicUrl: string;
  /** Opens the secrets sealed at rest (webhook signing secrets). */
  secretBox: TSecretBox;
  /** Applies PPC rule and dayparting changes at Amazon (absent: their runs are recorded as not applied). */
  ppcApply?: TPpcApply | undefined;
  /** Commission invoices through Stripe (absent: the billing jobs log that they cannot run). */
  billing?: TBillingJobs | undefined;
};

/** What the billing jobs call (modules/billing/invoices.service.ts). */
export type TBillingJobs = {
  runMonth(month: string): Promise<{ created: number }>;
  retryDue(): Promise<number>;
};

/**
 * The queue as pg-boss keeps it (createQueue / updateQueue options): `short` lets one job per singleton
 * key wait, `stately` one wait and one run; retries and expiry are the defaults of every job sent to it.
 */
export type TJobPolicy = Omit<Queue, 'name'>;

export type TJobSchedule =
  /** One pg-boss schedule per connected store (key = channel id), its cron from a config variable. */
  | { per: 'store'; cron: TCronSetting }
  /** One schedule for the whole product, at a fixed cron. */
  | { per: 'product'; cron: string; singletonKey: string };

export type TJobDefinition<N extends TJobName, D> = {
  name: N;
  policy: TJobPolicy;
  /**
   * How this process works the queue: polling, jobs side by side (from the config), and at most
   * `groupConcurrency` of them per group (a store's jobs carry its channel id as group, enqueue.ts).
   */
  worker: Pick<WorkOptions, 'pollingIntervalSeconds'> & {
    localConcurrency?: (config: TJobConfig) => number;
    groupConcurrency?: number;
  };
  payload: (typeof JOB_PAYLOADS)[N];
  schedule?: TJobSchedule;
  handler: (deps: D, payload: TJobPayload<N>) => Promise<void>;
  /** Once every queue is worked and scheduled, at worker start (e.g. requeue work a stopped server left). */
  onStart?: (deps: D) => Promise<void>;
  /** Documentation: the queues this job sends to, or schedules, when it runs. */
  enqueuesNext?: readonly TJobName[];
};

/**
 * How often a long job's worker tells pg-boss it is alive (pg-boss's heartbeat): a job whose worker
 * died is retried by another once this passes without a beat, not after its whole expiry.
 */
export const JOB_HEARTBEAT_SECONDS = 30;

/**
 * The worker of a per-store queue: several stores side by side, each at most one job at a time, so one
 * store's backlog never fills every slot (pg-boss group concurrency, counted across processes).
 */
export const STORE_FAIR_WORKER = {
  localConcurrency: (config: TJobConfig) => config.STORE_JOB_CONCURRENCY,
  groupConcurrency: 1,
};

/** Any definition, as the registry holds them: a handler that takes the full deps and its own payload. */
export type TAnyJob = {
  [N in TJobName]: Omit<TJobDefinition<N, TJobDeps>, 'handler' | 'onStart'> & {
    handler: (deps: TJobDeps, payload: never) => Promise<void>;
    onStart?: (deps: TJobDeps) => Promise<void>;
  };
}[TJobName];

/**
 * Types one job's definition; `D` is what its handler uses (tests pass only that). The registry holds it
 * to TJobDeps: a handler needing more than TJobDeps does not type-check there.
 */
export function defineJob<N extends TJobName, D>(definition: TJobDefinition<N, D>): TJobDefinition<N, D> {
  return definition;
}

/**
 * A product-wide tick: one schedule for the whole product at a fixed cron, no payload, and a `short`
 * queue, so a tick arriving while one waits is dropped rather than queued behind it.
 */
export function defineTick<N extends TJobName, D>(tick: {
  name: N;
  cron: string;
  handler: (deps: D) => Promise<void>;
  /** How often an idle worker looks for the tick (seconds); 30 unless the tick is more frequent. */
  pollingIntervalSeconds?: number;
  singletonKey?: string;
  enqueuesNext?: readonly TJobName[];
}): TJobDefinition<N, D> {
  return defineJob({
    name: tick.name,
    policy: { policy: 'short' },
    worker: { pollingIntervalSeconds: tick.pollingIntervalSeconds ?? 30 },
    payload: JOB_PAYLOADS[tick.name],
    schedule: { per: 'product', cron: tick.cron, singletonKey: tick.singletonKey ?? tick.name },
    handler: tick.handler,
    ...(tick.enqueuesNext ? { enqueuesNext: tick.enqueuesNext } : {}),
  });
}
