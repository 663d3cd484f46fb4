import type { TLogger } from './logger.ts';

export type TBoundedWork = ReturnType<typeof createBoundedWork>;

/**
 * Work that runs after its response has gone out (a mail a request asked for), at most `max` at a time:
 * beyond that a new task is dropped with a warning, never queued, so a flood of anonymous requests cannot
 * pile up unbounded hashing and mail (issue 17, M8). The caller answers alike either way. A task's
 * failure is logged, never thrown: nobody waits for it but drain().
 */
export function createBoundedWork(options: { name: string; max: number; logger: TLogger }) {
  const pending = new Set<Promise<void>>();
  let dropped = 0;
  return {
    /** Starts the task in the background; false when `max` were running and it was dropped. */
    run(task: () => Promise<void>): boolean {
      if (pending.size >= options.max) {
        dropped += 1;
        options.logger.warn(
          { work: options.name, max: options.max, dropped },
          'background work full: dropped',
        );
        return false;
      }
      const work: Promise<void> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => options.logger.error({ err }, `${options.name} failed`))
        .finally(() => pending.delete(work));
      pending.add(work);
      return true;
    },
    /** Tasks running now. */
    get size(): number {
      return pending.size;
    },
    /** Tasks dropped since start. */
    get dropped(): number {
      return dropped;
    },
    /** Waits for every task still running, those they started included. */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
