import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type TOperation } from './operations.ts';
import { FUZZ_SEED, fuzzRoutes } from './run.ts';
import { buildFuzzWorld, type TFuzzWorld, type TPersona } from './world.ts';

// One fuzz file: a world of its own (its own database), every route as one persona. Files run in
// parallel; FUZZ_REPORT=1 prints each route's statuses, to see what the cases reach.

export function describeFuzz(
  title: string,
  persona: TPersona,
  options: { malformed?: boolean; only?: (operation: TOperation) => boolean } = {},
): void {
  describe(`fuzz: ${title} (seed ${FUZZ_SEED})`, () => {
    let world: TFuzzWorld;
    beforeAll(async () => {
      world = await buildFuzzWorld();
    });
    afterAll(() => world.close());

    it('answers no 5xx, writes nothing on a refusal and shows no other company', async () => {
      const operations = operationsOf(world.app).filter(options.only ?? (() => true));
      const { findings, requests, statuses } = await fuzzRoutes(world, operations, persona, options);
      if (process.env.FUZZ_REPORT) for (const [route, codes] of statuses) console.log(route, codes.join(' '));
      expect(requests).toBeGreaterThan(operations.length);
      expect(findings).toEqual([]);
    }, 180_000);
  });
}
