import * as contract from '@seller-tools/contract';
import { defineEndpoint, type TEndpointSpec } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, failure, success } from '../lib/outcome.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import { answer, registerEndpoint } from './endpoint.ts';

/** Every endpoint the contract declares (anything exported with a method, a path, tags and a summary). */
function declaredEndpoints(): [string, TEndpointSpec][] {
  const isEndpoint = (value: unknown): value is TEndpointSpec =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'summary' in value;
  return Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
    isEndpoint(value) ? [[name, value] as [string, TEndpointSpec]] : [],
  );
}

const echoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test/echo/:id',
  tags: ['test'],
  summary: 'Echo',
  params: z.object({ id: z.string() }),
  query: z.object({ mode: z.enum(['ok', 'missing', 'limited', 'thrown']) }),
  body: z.object({ name: z.string().min(3, 'Enter at least 3 characters') }),
  response: contract.ZEnvelope(z.object({ id: z.string(), name: z.string() })),
});

describe('endpoints registered from their declarations', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) =>
        registerEndpoint(app, echoEndpoint, {
          handler: async (request) => {
            const { id } = request.params;
            const { name } = request.body;
            switch (request.query.mode) {
              case 'missing':
                return answer(failure('not-found', 'No such thing.'));
              case 'limited':
                return answer(failure('rate-limited', 'Slow down.', { retryAfterSeconds: 7 }));
              case 'thrown':
                throw new AppError('conflict', 'It changed.');
              default:
                return answer(success({ id, name }), 'Echoed.');
            }
          },
        }),
    });
  });
  afterAll(() => t.close());

  const post = (mode: string, name = 'Ada') =>
    t.app.inject({ method: 'POST', url: `/api/test/echo/a1?mode=${mode}`, payload: { name } });

  it('parses params, query and body, and answers the envelope with the message', async () => {
    const response = await post('ok');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false, message: 'Echoed.', data: { id: 'a1', name: 'Ada' } });
  });

  it('answers a bad body 400 with the schema message', async () => {
    const response = await post('ok', 'A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, message: 'name: Enter at least 3 characters' });
  });

  it('turns domain codes into statuses in one place, Retry-After included', async () => {
    expect((await post('missing')).statusCode).toBe(404);
    expect((await post('missing')).json()).toEqual({ error: true, message: 'No such thing.' });
    const limited = await post('limited');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');
    expect((await post('thrown')).statusCode).toBe(409);
  });

  it('registers every endpoint the contract declares, each method and path once', () => {
    const declared = declaredEndpoints();
    expect(declared.length).toBeGreaterThan(50);
    const keys = declared.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size, 'two declarations share a method and path').toBe(keys.length);
    const missing = declared
      .filter(([, e]) => !t.app.hasRoute({ method: e.method, url: e.path }))
      .map(([name, e]) => `${name}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('documents every declared endpoint in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const undocumented = declaredEndpoints()
      .filter(([, e]) => !e.path.includes('/dev/'))
      .filter(([, e]) => !document.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()])
      .map(([name]) => name);
    expect(undocumented).toEqual([]);
  });
});
