import { defineEndpoint, ok, ZEnvelope } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/outcome.ts';
import { authOf, requireAuth } from '../plugins/authenticate.ts';
import { registerEndpoint } from '../plugins/endpoint.ts';
import { everyStringCases, mutate, plausibleRequest } from './inputs.ts';
import { operationsOf } from './operations.ts';
import { seededRandom } from './prng.ts';
import { fuzzRoutes } from './run.ts';
import { buildFuzzWorld, MARKERS, type TFuzzWorld } from './world.ts';

// The fuzz suite must be able to fail: three planted faults, each of a kind it looks for, are found.

const probe = { method: 'POST', summary: 'Fuzz probe', tags: ['fuzz-probe'] } as const;
const crashEndpoint = defineEndpoint({
  ...probe,
  path: '/api/fuzz-probe/crash',
  body: z.object({ name: z.string().max(100_000) }),
  response: ZEnvelope(z.null()),
});
const halfWriteEndpoint = defineEndpoint({
  ...probe,
  path: '/api/fuzz-probe/half-write',
  body: z.object({ name: z.string() }),
  response: ZEnvelope(z.null()),
});
const leakEndpoint = defineEndpoint({
  ...probe,
  method: 'GET',
  path: '/api/fuzz-probe/leak',
  query: z.object({ channel_id: z.uuid() }),
  response: ZEnvelope(z.array(z.string())),
});

describe('the fuzz kit', () => {
  let world: TFuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld({
      routes: (app) => {
        // A 500 for any name longer than a plausible one.
        registerEndpoint(app, crashEndpoint, {
          handler: async (request) => {
            if (request.body.name.length > 20) throw new Error('planted crash');
            return ok(null);
          },
        });
        // A row written, then a refusal, outside any transaction.
        registerEndpoint(app, halfWriteEndpoint, {
          preHandler: requireAuth,
          handler: async (request) => {
            await world.t.database.pool.query(
              `insert into user_configs (user_id, name) values ($1, 'probe-' || gen_random_uuid())`,
              [authOf(request).userId],
            );
            throw new AppError('invalid', 'Refused after writing.');
          },
        });
        // Every company's name, to anyone.
        registerEndpoint(app, leakEndpoint, {
          handler: async () => {
            const names = await world.t.database.pool.query<{ name: string }>('select name from companies');
            return ok(names.rows.map((r) => r.name));
          },
        });
      },
    });
  });
  afterAll(() => world.close());

  const probes = () => operationsOf(world.app).filter((o) => o.path.startsWith('/api/fuzz-probe/'));

  it('finds the routes in the OpenAPI document', () => {
    expect(probes().map((o) => `${o.method} ${o.path}`)).toEqual([
      'POST /api/fuzz-probe/crash',
      'POST /api/fuzz-probe/half-write',
      'GET /api/fuzz-probe/leak',
    ]);
  });

  it('finds a 5xx, a write on a refusal and another company in an answer', async () => {
    const seller = await fuzzRoutes(world, probes(), 'seller');
    const other = await fuzzRoutes(world, probes(), 'other-company');
    const problems = [...seller.findings, ...other.findings].map(
      (f) => `${f.persona} ${f.request.split(' ')[1]?.split('?')[0]} ${f.problem}`,
    );
    expect(problems).toContain('seller /api/fuzz-probe/crash a 5xx');
    expect(problems).toContain(
      'seller /api/fuzz-probe/half-write refused, yet it wrote rows: user_configs ×1',
    );
    expect(problems).toContain(
      `other-company /api/fuzz-probe/leak the answer holds another company's marker ${MARKERS.a}`,
    );
    expect(problems).not.toContain(
      `seller /api/fuzz-probe/leak the answer holds another company's marker ${MARKERS.a}`,
    );
  });

  it('draws the same cases from the same seed', () => {
    const [operation] = probes();
    if (!operation) throw new Error('no probe route');
    const draw = () => {
      const random = seededRandom(7).fork('route');
      const base = plausibleRequest(operation, world.hints.seller, random);
      return [
        base,
        ...everyStringCases(base, random),
        mutate(operation, base, random),
        mutate(operation, base, random),
      ];
    };
    expect(draw()).toEqual(draw());
  });
});
