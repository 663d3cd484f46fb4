// The one request mock of the web tests: fetch answered by handlers keyed "METHOD /path" (the path without
// its query), every call recorded. Feature helpers (the shell's API, the public forms' replies) are handler
// sets over it rather than fetch stubs of their own.
import { vi } from 'vitest';

export interface TMockCall {
  method: string;
  path: string;
  url: URL;
  /** The URL exactly as the client asked for it (path and query). */
  href: string;
  query: URLSearchParams;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body as the test wrote it; each test knows its shape
  body: any;
  /** Date.now() of the call (fake timers fake it too). */
  at: number;
}

/**
 * Answers one request: the JSON body to send with 200, or a Response (another status, a non-JSON body).
 * Throwing acts as a network failure.
 */
// biome-ignore lint/suspicious/noExplicitAny: see TMockCall.body
export type TMockHandler = (body: any, url: URL, call: TMockCall) => unknown;

/** A handler that fails the way `fetch` does when the network is down. */
export const networkFailure: TMockHandler = () => {
  throw new TypeError('Failed to fetch');
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface TMockOptions {
  /** Answers what no key matches (patterns, catch-alls); without it an unmatched call fails loudly. */
  fallback?: TMockHandler;
}

/** Replaces the global fetch with the handlers; `use` adds or overrides handlers later. */
export function mockRequests(handlers: Record<string, TMockHandler>, options: TMockOptions = {}) {
  const table: Record<string, TMockHandler> = { ...handlers };
  const calls: TMockCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const href = String(input);
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: TMockCall = {
      method,
      path: url.pathname,
      url,
      href,
      query: url.searchParams,
      body,
      at: Date.now(),
    };
    calls.push(call);
    const handler = table[`${method} ${url.pathname}`] ?? options.fallback;
    if (!handler) throw new Error(`No mock for ${method} ${url.pathname}`);
    const answer = await handler(body, url, call);
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    use: (more: Record<string, TMockHandler>) => Object.assign(table, more),
  };
}

export type TRequestMock = ReturnType<typeof mockRequests>;
