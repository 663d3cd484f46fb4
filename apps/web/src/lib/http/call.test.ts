import { defineEndpoint, ZEnvelope } from '@seller-tools/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createCall, endpointHref } from './call';
import { createHttpClient } from './http-client';

const renameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/things/:thingId/name',
  tags: ['test'],
  summary: 'Rename a thing',
  params: z.object({ thingId: z.string() }),
  query: z.object({ dryRun: z.boolean().optional() }),
  body: z.object({ name: z.string() }),
  response: ZEnvelope(z.object({ name: z.string(), renamedAt: z.string().transform((s) => new Date(s)) })),
});

function setup(answer: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  const call = createCall(createHttpClient({ fetch: fetchMock }));
  return { call, fetchMock };
}

describe('call(endpoint, input)', () => {
  it('builds the URL from the declaration, sends the method and body, and parses the answer', async () => {
    const { call, fetchMock } = setup({
      error: false,
      data: { name: 'Box', renamedAt: '2026-11-25T10:00:00Z' },
    });
    const result = await call(renameEndpoint, {
      params: { thingId: 'a/b c' },
      query: { dryRun: true },
      body: { name: 'Box' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/a%2Fb%20c/name?dryRun=true');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Box' });
    // The declaration's schema ran: the date string became a Date.
    expect(result).toEqual({
      error: false,
      data: { name: 'Box', renamedAt: new Date('2026-11-25T10:00:00Z') },
    });
  });

  it('returns the error envelope of a refused call as it came', async () => {
    const { call } = setup({ error: true, message: 'No.' }, 403);
    expect(await call(renameEndpoint, { params: { thingId: 't1' }, body: { name: 'x' } })).toEqual({
      error: true,
      message: 'No.',
    });
  });

  it('refuses to call a path whose parameter is missing', () => {
    expect(() => endpointHref('', renameEndpoint, { params: { thingId: '' } })).toThrow(
      '/api/things/:thingId/name: path parameter thingId is missing',
    );
  });

  it('builds links for downloads with the base URL and query', () => {
    expect(
      endpointHref('https://api.example.com', renameEndpoint, { params: { thingId: 't1' }, query: {} }),
    ).toBe('https://api.example.com/api/things/t1/name');
  });
});
