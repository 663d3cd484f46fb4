import { IMPORT_STAGE_RUNNERS } from '../jobs/definitions/initial-import.job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { TClock } from '../lib/clock.ts';
import { setChannelSignupStep } from './channels.ts';
import { withProductQueue } from './ppc-store.ts';
import { sandboxMarketplace } from './sandbox-marketplace.ts';
import type { TSandboxProcess } from './sandbox-process.ts';
import { connectStoreIn, runSandboxStages } from './sandbox-stages.ts';

// The Violation e2e (issue 22): a sandbox of the spec's own, whose clock it may move to a planted event
// without moving the suite's shared sandbox under the other specs. The store's listings, offers and
// account health are imported from it into the product's database, as the syncs import them; the
// product's own worker then runs the detection (the `violation-detect` job) and mails the alert.

export type TViolationSandbox = {
  sandbox: TSandboxProcess;
  clock: TClock;
  moveTo(ms: number): Promise<void>;
};

/** A clock that follows the sandbox's when it is moved ahead. */
export function violationSandbox(sandbox: TSandboxProcess): TViolationSandbox {
  let offset = 0;
  return {
    sandbox,
    clock: { now: () => new Date(Date.now() + offset) },
    async moveTo(ms: number) {
      const by = ms - (Date.now() + offset);
      if (by <= 0) return;
      await sandbox.control('POST', '/sandbox/clock', { advanceMs: by });
      offset += by;
    },
  };
}

const STAGES = ['catalogue', 'listings', 'offers', 'account-health'] as const;

/** Runs import stages of the store as the import runs them, with adapters on the spec's sandbox and its clock. */
function runStages(
  databaseUrl: string,
  vs: TViolationSandbox,
  storeId: string,
  stages: readonly (keyof typeof IMPORT_STAGE_RUNNERS)[],
) {
  return runSandboxStages(
    databaseUrl,
    storeId,
    { marketplace: sandboxMarketplace(vs.sandbox, vs.clock), clock: vs.clock },
    stages.map((name) => ({ name, run: IMPORT_STAGE_RUNNERS[name] })),
  );
}

/** Connects the seller's store from the spec's sandbox and imports what Violation reads; the import marked done. */
export async function connectViolationStore(
  databaseUrl: string,
  vs: TViolationSandbox,
  seed: { companyId: string; sellerId: string; marketplaceId: string },
): Promise<{ id: string }> {
  const { id } = await connectStoreIn(databaseUrl, vs.sandbox, seed, { ads: false });
  await runStages(databaseUrl, vs, id, STAGES);
  await setChannelSignupStep(databaseUrl, id, 'done');
  return { id };
}

/** The seller's next planted event of `type` (GET /sandbox/listing-events, read ahead of the clock). */
export async function nextPlantedEvent(
  vs: TViolationSandbox,
  sellerId: string,
  type: string,
): Promise<{ type: string; asin: string | null; at: string; sellerId?: string }> {
  const now = vs.clock.now().getTime();
  const from = new Date(now).toISOString();
  const to = new Date(now + 40 * 86_400_000).toISOString();
  const answer = (await vs.sandbox.control(
    'GET',
    `/sandbox/listing-events?sellingPartnerId=${sellerId}&from=${from}&to=${to}`,
  )) as { events: { type: string; asin: string | null; at: string; sellerId?: string }[] };
  const event = answer.events.find((e) => e.type === type && Date.parse(e.at) > now + 60_000);
  if (!event) throw new Error(`no ${type} ahead for ${sellerId}`);
  return event;
}

/** The hourly offers sync at `atMs` (the sandbox moved there), then the detection on the product's queue. */
export async function syncOffersAndDetect(
  databaseUrl: string,
  vs: TViolationSandbox,
  storeId: string,
  atMs: number,
): Promise<void> {
  await vs.moveTo(atMs);
  await runStages(databaseUrl, vs, storeId, ['offers']);
  await withProductQueue(databaseUrl, (boss) => enqueue(boss, 'violation-detect', { channelId: storeId }));
}
